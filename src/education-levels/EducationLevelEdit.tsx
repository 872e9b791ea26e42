/**
 * Edit Education Level dialog (/education-levels/:id): PATCH /education-levels/{id} { title, description }; an
 * unchanged form just closes. Shows the level's first 3 course titles, then 'and N more'. Errors per §8.
 */
import { EditDialog } from '../common/FormDialogs';
import { LEVEL_REFRESH } from './EducationLevelCreate';
import { EducationLevelForm } from './EducationLevelForm';
import { levelCanSubmit, mapLevelError, toLevelPayload } from './levelRules';

export function EducationLevelEdit() {
  return (
    <EditDialog
      size="md"
      mode="onTouched"
      mapError={mapLevelError('update')}
      transform={toLevelPayload}
      canSubmit={levelCanSubmit('update')}
      refresh={LEVEL_REFRESH}
      draft
    >
      <EducationLevelForm kind="update" />
    </EditDialog>
  );
}
