import { PlaceholderPage } from '../layout/PlaceholderPage';

/** /bootcamps/:id/applicants: titled page until its issue lands. */
export default function BootcampApplicants() {
  return <PlaceholderPage title="resources.bootcamp-applicants.name" />;
}
