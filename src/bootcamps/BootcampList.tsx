import { ResourceDialogs } from '../common/ResourceDialogs';
import { PlaceholderPage } from '../layout/PlaceholderPage';
import { BootcampCreate } from './BootcampCreate';

/** The `bootcamps` screen: titled page until its issue lands; /bootcamps/create opens the Add Bootcamp dialog over it. */
export default function BootcampList() {
  return (
    <>
      <PlaceholderPage title="resources.bootcamps.name" />
      <ResourceDialogs basePath="/bootcamps" create={<BootcampCreate />} />
    </>
  );
}
