import { PlaceholderPage } from '../layout/PlaceholderPage';

/** The `courses` screen: titled page until its issue lands. */
export default function CourseList() {
  return <PlaceholderPage title="resources.courses.name" />;
}
