/**
 * Create dialog (/businesses/create): POST /businesses with the BusinessForm inputs; draft kept in localStorage.
 * Texts: resources.businesses.dialogs.create and notifications.created… (a failure shows the server's message, else
 * 'Failed to create business. Please try again.').
 */
import { CreateDialog } from '../common/FormDialogs';
import { BusinessForm } from './BusinessForm';

export function BusinessCreate() {
  return (
    <CreateDialog size="md" draft>
      <BusinessForm />
    </CreateDialog>
  );
}
