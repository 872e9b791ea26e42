import { PlaceholderPage } from '../layout/PlaceholderPage';

/** The `bootcamps` screen: titled page until its issue lands. */
export default function BootcampList() {
  return <PlaceholderPage title="resources.bootcamps.name" />;
}
