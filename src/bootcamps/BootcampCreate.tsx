/**
 * Add Bootcamp dialog (/bootcamps/create, also the dashboard's 'Create Bootcamp'): POST /bootcamps, JSON or
 * multipart when a cover file is attached. Draft kept only once title, short description or category is filled;
 * Reset clears it. Success: 'Bootcamp Created' (' with image' when a file was sent), bootcamps and dashboard stats
 * refreshed. Failure: 'Creation Failed' with the server message (else 'Failed to create bootcamp. Please try
 * again.') and the same message in a banner at the top of the form.
 */
import { CreateDialog } from '../common/FormDialogs';
import { failureMessage, type MapError } from '../common/mutationFeedback';
import { BootcampForm, SERVER_ERROR_FIELD } from './BootcampForm';
import {
  BOOTCAMP_FORM_DEFAULTS,
  bootcampCanSubmit,
  bootcampDraftShouldSave,
  hasImageFile,
  toBootcampPayload,
  validateBootcampForm,
} from './bootcampRules';

const N = 'resources.bootcamps.notifications';

/** The server's own message (not the client's 'HTTP error! status: 500'), else §8's defaults, in the toast and the banner. */
const mapCreateError: MapError = (_message, error) => {
  const server = failureMessage(error);
  return { title: 'app.errors.creationFailed', message: server ?? `${N}.createFailedMessage`, field: SERVER_ERROR_FIELD, fieldMessage: server ?? `${N}.createFailedBanner` };
};

export function BootcampCreate() {
  return (
    <CreateDialog
      resource="bootcamps"
      size="lg"
      successTitle={(values) => (hasImageFile(values.image) ? `${N}.createdWithImage` : `${N}.created`)}
      mapError={mapCreateError}
      transform={toBootcampPayload}
      validate={validateBootcampForm}
      defaultValues={BOOTCAMP_FORM_DEFAULTS}
      refresh={['bootcamps']}
      mode="onTouched"
      draft
      draftShouldSave={bootcampDraftShouldSave}
      canSubmit={bootcampCanSubmit}
      showReset
    >
      <BootcampForm />
    </CreateDialog>
  );
}
