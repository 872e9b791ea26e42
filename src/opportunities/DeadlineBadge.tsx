/**
 * The opportunity's status badge from its application deadline (docs/requirements.md §4, src/domain/deadline.ts): 'No
 * Deadline' (blue), 'Expired' (red), 'Today' and '{n} days left' (yellow, 7 days or fewer), 'Active' (green),
 * by calendar day in the administrator's time zone.
 */
import { StatusBadge } from '../common/StatusBadge';
import { DEADLINE_COLORS } from '../domain/colors';
import { deadlineStatus } from '../domain/deadline';

export function DeadlineBadge({ deadline, now }: { deadline: string | null | undefined; now?: Date }) {
  const { kind, days } = deadlineStatus(deadline, now);
  return <StatusBadge label={`resources.opportunities.status.${kind}`} args={{ smart_count: days ?? 0 }} color={DEADLINE_COLORS[kind]} />;
}
