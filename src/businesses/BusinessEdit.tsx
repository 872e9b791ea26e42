/** Edit dialog (/businesses/:id): PATCH /businesses/{id} with the BusinessForm inputs; draft kept per record. Texts: resources.businesses.*. */
import { EditDialog } from '../common/FormDialogs';
import { BusinessForm } from './BusinessForm';

export function BusinessEdit() {
  return (
    <EditDialog size="md" draft>
      <BusinessForm />
    </EditDialog>
  );
}
