/**
 * §8's mapping of a refused opportunity save (docs/requirements.md §8 "Opportunity"): a message containing 'already exists'
 * → the title field's error 'An opportunity with this title already exists' and the toast 'Duplicate Title';
 * 'validation' → 'Validation Error' / 'Please check your input and try again'; otherwise the dialog's texts: create
 * 'Creation Failed' with the server's message or 'Failed to create opportunity. Please try again.'; update
 * 'Update Failed' with the server's message appended ('Failed to update opportunity: …'), else 'Failed to update
 * opportunity'. A failure without a server message (network, empty 500) shows the default, never 'Failed to fetch'.
 */
import { failureMessage, type MapError } from '../common/mutationFeedback';

const N = 'resources.opportunities.notifications';

const common: MapError = (message) => {
  const lower = message.toLowerCase();
  if (lower.includes('already exists')) return { title: `${N}.duplicateTitle`, message: `${N}.duplicateMessage`, field: 'title' };
  if (lower.includes('validation')) return { title: 'app.errors.validationError', message: `${N}.checkInput` };
  return null;
};

export const mapCreateError: MapError = (message, error) => common(message, error);

export const mapUpdateError: MapError = (message, error) => {
  const mapped = common(message, error);
  if (mapped) return mapped;
  const server = failureMessage(error);
  return server ? { message: `${N}.updateFailedWith`, args: { message: server } } : null;
};
