import { PlaceholderPage } from '../layout/PlaceholderPage';

/** The `opportunities` screen: titled page until its issue lands. */
export default function OpportunityList() {
  return <PlaceholderPage title="resources.opportunities.name" />;
}
