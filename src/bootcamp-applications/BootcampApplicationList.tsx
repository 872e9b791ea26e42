import { PlaceholderPage } from '../layout/PlaceholderPage';

/** The `bootcamp-applications` screen: titled page until its issue lands. */
export default function BootcampApplicationList() {
  return <PlaceholderPage title="resources.bootcamp-applications.name" />;
}
