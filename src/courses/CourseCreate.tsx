/**
 * Add Course dialog (/courses/create): POST /courses { title, description, levelId } with the CourseForm inputs;
 * draft under form-draft-courses. Errors follow spec part 2 §8 "Course create mapping"; success toasts
 * 'Course Created' and refreshes courses, course units, quizzes, education levels and the dashboard stats.
 */
import { CreateDialog } from '../common/FormDialogs';
import { errorStatus } from '../domain/errors';
import { CourseForm } from './CourseForm';
import { mapCourseError, toCoursePayload } from './courseRules';

export function CourseCreate() {
  return (
    <CreateDialog
      resource="courses"
      size="md"
      mapError={(message, error) => mapCourseError(message, errorStatus(error))}
      transform={toCoursePayload}
      refresh={['course-units', 'quizzes', 'education-levels']}
      draft
    >
      <CourseForm />
    </CreateDialog>
  );
}
