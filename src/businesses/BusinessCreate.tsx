/** Create dialog (/businesses/create): POST /businesses with the BusinessForm inputs; draft kept in localStorage. A failure toast shows the server message when there is one. */
import { CreateDialog } from '../common/FormDialogs';
import { BusinessForm } from './BusinessForm';

const N = 'resources.businesses.notifications';

export function BusinessCreate() {
  return (
    <CreateDialog
      title="resources.businesses.dialogs.create"
      size="md"
      successTitle={`${N}.created`}
      successMessage={`${N}.createdMessage`}
      errorTitle={`${N}.createFailed`}
      errorMessage={`${N}.createFailedMessage`}
      mapError={(message) => ({ message })}
      refresh={['businesses']}
      draft
    >
      <BusinessForm />
    </CreateDialog>
  );
}
