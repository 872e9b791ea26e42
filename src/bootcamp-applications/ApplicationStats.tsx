/**
 * Cards of the bootcamp applications (spec part 2 §2): Total, Verified, Paid and Pending (neither verified nor
 * paid), over all applications, as list totals (the API has no stats call for them; `status=pending` is the
 * fixture API's filter for the last card). Refreshed with the list (keys under 'bootcamp-applications').
 */
import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import PaymentsIcon from '@mui/icons-material/Payments';
import HourglassIcon from '@mui/icons-material/HourglassEmpty';
import { StatCards } from '../common/StatCards';
import { useListTotal } from '../common/useListCounts';

const S = 'resources.bootcamp-applications.stats';
const R = 'bootcamp-applications';

export function ApplicationStats() {
  const total = useListTotal(R);
  const verified = useListTotal(R, { status: 'verified' });
  const paid = useListTotal(R, { status: 'paid' });
  const pending = useListTotal(R, { status: 'pending' });
  const all = [total, verified, paid, pending];
  return (
    <StatCards
      loading={all.some((q) => q.isPending)}
      error={all.some((q) => q.error)}
      cards={[
        { label: `${S}.total`, value: total.data, icon: <AssignmentIcon />, color: 'primary' },
        { label: `${S}.verified`, value: verified.data, icon: <VerifiedIcon />, color: 'success' },
        { label: `${S}.paid`, value: paid.data, icon: <PaymentsIcon />, color: 'info' },
        { label: `${S}.pending`, value: pending.data, icon: <HourglassIcon />, color: 'warning' },
      ]}
    />
  );
}
