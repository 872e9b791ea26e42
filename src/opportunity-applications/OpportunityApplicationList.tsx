import { PlaceholderPage } from '../layout/PlaceholderPage';

/** The `opportunity-applications` screen: titled page until its issue lands. */
export default function OpportunityApplicationList() {
  return <PlaceholderPage title="resources.opportunity-applications.name" />;
}
