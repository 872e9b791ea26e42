import { ResourceDialogs } from '../common/ResourceDialogs';
import { PlaceholderPage } from '../layout/PlaceholderPage';
import { CourseCreate } from './CourseCreate';

/** The `courses` screen: titled page until its issue lands; /courses/create opens the Add Course dialog over it. */
export default function CourseList() {
  return (
    <>
      <PlaceholderPage title="resources.courses.name" />
      <ResourceDialogs create={<CourseCreate />} />
    </>
  );
}
