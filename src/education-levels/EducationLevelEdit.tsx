/**
 * Edit Education Level dialog (/education-levels/:id): PATCH /education-levels/{id} { title, description }; an
 * unchanged form just closes. Shows the level's first 3 course titles, then 'and N more'. Errors per §8.
 */
import { EditDialog } from '../common/FormDialogs';
import { EducationLevelForm } from './EducationLevelForm';
import { levelDialogProps } from './levelDialog';

export function EducationLevelEdit() {
  return (
    <EditDialog {...levelDialogProps('update')}>
      <EducationLevelForm kind="update" />
    </EditDialog>
  );
}
