/**
 * Edit Bootcamp dialog (/bootcamps/:id): PATCH /bootcamps/{id}, JSON or multipart when a new cover file is attached,
 * with the edit rules of docs/requirements.md §5 (a visible level input, currency select). A submit stopped by validation
 * toasts 'Validation Error' / 'Please fix the errors before submitting.'; success 'Bootcamp Updated'; failure
 * 'Update Failed' with the server message, else 'Failed to update bootcamp. Please try again.', and the same in a
 * banner at the top of the form. Draft kept per bootcamp.
 */
import { EditDialog } from '../common/FormDialogs';
import { failureMessage, type MapError } from '../common/mutationFeedback';
import { BootcampForm, SERVER_ERROR_FIELD } from './BootcampForm';
import { bootcampEditCanSubmit, toBootcampUpdatePayload, validateBootcampEditForm } from './bootcampRules';

const N = 'resources.bootcamps.notifications';

/** The toast keeps the dialog's texts; the banner shows the server's own message, else §8's default. */
const mapUpdateError: MapError = (_message, error) => ({ field: SERVER_ERROR_FIELD, fieldMessage: failureMessage(error) ?? `${N}.updateFailedBanner` });

export function BootcampEdit() {
  return (
    <EditDialog
      size="lg"
      mapError={mapUpdateError}
      transform={toBootcampUpdatePayload}
      validate={validateBootcampEditForm}
      canSubmit={bootcampEditCanSubmit}
      refresh={['bootcamp-applications']}
      mode="onTouched"
      draft
    >
      <BootcampForm mode="edit" />
    </EditDialog>
  );
}
