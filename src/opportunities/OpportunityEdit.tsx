/**
 * Edit dialog (/opportunities/:id): PATCH /opportunities/{id} with every field (the route's fullUpdate), multipart when a new
 * image file is attached, else imageUrl keeps the existing image (docs/requirements.md §7). Draft kept per opportunity id
 * (form-draft-opportunities-<id>), Reset Changes. 'Opportunity Updated'; errors mapped as §8 says.
 */
import { EditDialog } from '../common/FormDialogs';
import { OpportunityForm } from './OpportunityForm';
import { mapUpdateError } from './opportunityErrors';
import { opportunityCanSubmit, toOpportunityPayload } from './opportunityRules';

export function OpportunityEdit() {
  return (
    <EditDialog
      size="2xl"
      draft
      showReset
      resetLabel="resources.opportunities.actions.resetChanges"
      transform={toOpportunityPayload}
      mapError={mapUpdateError}
      mode="onTouched"
      canSubmit={opportunityCanSubmit('update')}
    >
      <OpportunityForm mode="update" />
    </EditDialog>
  );
}
