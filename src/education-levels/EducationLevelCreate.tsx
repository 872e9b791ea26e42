/**
 * Add Education Level dialog (/education-levels/create): POST /education-levels { title, description }; draft under
 * form-draft-education-levels. Errors per spec part 2 §8 (levelRules.ts); success 'Education Level Created', then
 * levels, courses, units and stats refresh (§4).
 */
import { CreateDialog } from '../common/FormDialogs';
import { EducationLevelForm } from './EducationLevelForm';
import { levelCanSubmit, mapLevelError, toLevelPayload } from './levelRules';

export const LEVEL_REFRESH = ['courses', 'course-units'];

export function EducationLevelCreate() {
  return (
    <CreateDialog
      size="md"
      mode="onTouched"
      mapError={mapLevelError('create')}
      transform={toLevelPayload}
      canSubmit={levelCanSubmit('create')}
      refresh={LEVEL_REFRESH}
      draft
      showReset
    >
      <EducationLevelForm kind="create" />
    </CreateDialog>
  );
}
