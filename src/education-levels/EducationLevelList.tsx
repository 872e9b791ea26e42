import { PlaceholderPage } from '../layout/PlaceholderPage';

/** The `education-levels` screen: titled page until its issue lands. */
export default function EducationLevelList() {
  return <PlaceholderPage title="resources.education-levels.name" />;
}
