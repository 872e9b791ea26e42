import { PlaceholderPage } from '../layout/PlaceholderPage';

/** The `course-units` screen: titled page until its issue lands. */
export default function CourseUnitList() {
  return <PlaceholderPage title="resources.course-units.name" />;
}
