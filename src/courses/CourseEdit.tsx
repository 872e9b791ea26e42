/**
 * Edit Course dialog (/courses/:id): PATCH /courses/{id} { title, description, levelId }; an unchanged form just
 * closes. Shows the course's first 3 unit titles, then 'and N more'. 'Course Updated', or 'Update Failed' with the
 * server's message else 'Failed to update course. Please try again.'; a duplicate title marks the title field.
 */
import { EditDialog } from '../common/FormDialogs';
import { COURSE_REFRESH } from './CourseCreate';
import { CourseForm } from './CourseForm';
import { courseCanSubmit, mapCourseUpdateError, toCoursePayload } from './courseRules';

export function CourseEdit() {
  return (
    <EditDialog
      resource="courses"
      size="md"
      mode="onTouched"
      mapError={mapCourseUpdateError}
      transform={toCoursePayload}
      canSubmit={courseCanSubmit}
      refresh={COURSE_REFRESH}
      draft
    >
      <CourseForm kind="update" />
    </EditDialog>
  );
}
