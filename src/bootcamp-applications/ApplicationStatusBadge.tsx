/** An application's status badge: 'Verified & Paid', 'Verified', 'Paid' or 'Pending' (docs/requirements.md §2), from verified and hasPaid. */
import { StatusBadge } from '../common/StatusBadge';
import { APPLICATION_STATE_COLORS } from '../domain/colors';
import { applicationState } from '../domain/rules-bootcamps';

export function ApplicationStatusBadge({ record }: { record: { verified?: unknown; hasPaid?: unknown } }) {
  const state = applicationState(record);
  return <StatusBadge label={`resources.bootcamp-applications.statuses.${state}`} color={APPLICATION_STATE_COLORS[state]} />;
}
