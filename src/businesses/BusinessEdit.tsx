/** Edit dialog (/businesses/:id): PATCH /businesses/{id} with the BusinessForm inputs; draft kept per record. */
import { EditDialog } from '../common/FormDialogs';
import { BusinessForm } from './BusinessForm';

const N = 'resources.businesses.notifications';

export function BusinessEdit() {
  return (
    <EditDialog
      title="resources.businesses.dialogs.edit"
      size="md"
      successTitle={`${N}.updated`}
      successMessage={`${N}.updatedMessage`}
      errorTitle={`${N}.updateFailed`}
      errorMessage={`${N}.updateFailedMessage`}
      mapError={(message) => ({ message })}
      refresh={['businesses']}
      draft
    >
      <BusinessForm />
    </EditDialog>
  );
}
