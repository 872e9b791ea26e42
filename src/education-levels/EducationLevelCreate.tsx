/**
 * Add Education Level dialog (/education-levels/create): POST /education-levels { title, description }; draft under
 * form-draft-education-levels. Errors per spec part 2 §8 (levelRules.ts); success 'Education Level Created', then
 * levels, courses, units and stats refresh (§4).
 */
import { CreateDialog } from '../common/FormDialogs';
import { EducationLevelForm } from './EducationLevelForm';
import { levelDialogProps } from './levelDialog';

export function EducationLevelCreate() {
  return (
    <CreateDialog {...levelDialogProps('create')} showReset>
      <EducationLevelForm kind="create" />
    </CreateDialog>
  );
}
