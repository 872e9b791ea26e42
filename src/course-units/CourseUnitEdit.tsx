/**
 * Edit Course Unit dialog (/course-units/:id): PATCH /course-units/{id} with the CourseUnitForm inputs (an unchanged
 * form just closes); draft kept per unit. Errors follow docs/requirements.md §8 Course unit ('Update Failed').
 */
import { EditDialog } from '../common/FormDialogs';
import { CourseUnitForm } from './CourseUnitForm';
import { mapUnitError, toUnitPayload, unitCanSubmit } from './courseUnitRules';

export function CourseUnitEdit() {
  return (
    <EditDialog resource="course-units" size="lg" mode="onTouched" canSubmit={unitCanSubmit} mapError={mapUnitError} transform={toUnitPayload} refresh={['quizzes', 'courses']} draft>
      <CourseUnitForm />
    </EditDialog>
  );
}
