/**
 * Add Course Unit dialog (/course-units/create): POST /course-units with the CourseUnitForm inputs; draft under
 * form-draft-course-units ('Draft saved automatically'). Errors follow docs/requirements.md §8 Course unit; success toasts
 * 'Course Unit Created' and refreshes units, quizzes, courses and the stats.
 */
import { CreateDialog } from '../common/FormDialogs';
import { CourseUnitForm } from './CourseUnitForm';
import { mapUnitError, toUnitPayload, unitCanSubmit } from './courseUnitRules';

export function CourseUnitCreate() {
  return (
    <CreateDialog resource="course-units" size="lg" mode="onTouched" canSubmit={unitCanSubmit} mapError={mapUnitError} transform={toUnitPayload} refresh={['quizzes', 'courses']} draft>
      <CourseUnitForm />
    </CreateDialog>
  );
}
