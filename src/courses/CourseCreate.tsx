/**
 * Add Course dialog (/courses/create, also the dashboard's 'Add Course' quick action): POST /courses
 * { title, description, levelId } with the CourseForm inputs; draft under form-draft-courses. Errors follow
 * docs/requirements.md §8 "Course create mapping"; success toasts 'Course Created' and refreshes courses, course units, quizzes
 * and the stats (§4).
 */
import { CreateDialog } from '../common/FormDialogs';
import { errorStatus } from '../domain/errors';
import { CourseForm } from './CourseForm';
import { courseCanSubmit, mapCourseError, toCoursePayload } from './courseRules';

/** What a course mutation refreshes besides the courses (docs/requirements.md §4). */
export const COURSE_REFRESH = ['course-units', 'quizzes'];

export function CourseCreate() {
  return (
    <CreateDialog
      resource="courses"
      size="md"
      mode="onTouched"
      mapError={(message, error) => mapCourseError(message, errorStatus(error))}
      transform={toCoursePayload}
      canSubmit={courseCanSubmit}
      refresh={COURSE_REFRESH}
      draft
      showReset
    >
      <CourseForm />
    </CreateDialog>
  );
}
