/**
 * Create dialog (/opportunities/create): POST /opportunities, multipart when an image file is attached (docs/requirements.md
 * §7). One draft (form-draft-opportunities), 'Draft saved automatically', Reset Form. 'Opportunity Created', or
 * 'Opportunity Created with image' when a file was sent; errors mapped as §8 says (opportunityErrors.ts).
 */
import { CreateDialog } from '../common/FormDialogs';
import { hasImageFile } from '../common/imageFile';
import { OpportunityForm } from './OpportunityForm';
import { mapCreateError } from './opportunityErrors';
import { OPPORTUNITY_FORM_DEFAULTS, opportunityCanSubmit, toOpportunityPayload } from './opportunityRules';

const N = 'resources.opportunities.notifications';

export function OpportunityCreate() {
  return (
    <CreateDialog
      size="2xl"
      draft
      showReset
      resetLabel="resources.opportunities.actions.resetForm"
      defaultValues={OPPORTUNITY_FORM_DEFAULTS}
      transform={toOpportunityPayload}
      mapError={mapCreateError}
      successTitle={(values) => (hasImageFile(values.image) ? `${N}.createdWithImage` : `${N}.created`)}
      mode="onTouched"
      canSubmit={opportunityCanSubmit('create')}
    >
      <OpportunityForm mode="create" />
    </CreateDialog>
  );
}
