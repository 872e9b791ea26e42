/** A bootcamp's stored status with its badge colour (draft, published, ongoing, completed, cancelled) (docs/decisions.md). */
import { StatusBadge } from '../common/StatusBadge';
import { BOOTCAMP_STATUS_COLORS, colorOf } from '../domain/colors';

export function BootcampStatusBadge({ status }: { status: string }) {
  return <StatusBadge label={`resources.bootcamps.statuses.${status}`} color={colorOf(BOOTCAMP_STATUS_COLORS, status)} />;
}
