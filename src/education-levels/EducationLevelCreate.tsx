/**
 * Add Education Level dialog (/education-levels/create): POST /education-levels { title, description }; draft under
 * form-draft-education-levels. Errors per docs/requirements.md §8 (educationLevelRules.ts); success 'Education Level Created', then
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
