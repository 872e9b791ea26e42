/**
 * Cards of a bootcamp's applicants (spec part 2 §2): Total Applications, Pending, Approved, Paid, over all its
 * applications (list totals: the API has no stats call for them). Refreshed with the applicants list.
 */
import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import HourglassIcon from '@mui/icons-material/HourglassEmpty';
import CheckIcon from '@mui/icons-material/CheckCircleOutlined';
import PaymentsIcon from '@mui/icons-material/Payments';
import type { Identifier } from 'react-admin';
import { StatCards } from '../common/StatCards';
import { useListTotal } from '../common/useListCounts';

const S = 'resources.bootcamp-applicants.stats';
const R = 'bootcamp-applicants';

export function ApplicantStats({ bootcampId }: { bootcampId: Identifier }) {
  const total = useListTotal(R, { bootcampId });
  const pending = useListTotal(R, { bootcampId, status: 'PENDING' });
  const approved = useListTotal(R, { bootcampId, status: 'APPROVED' });
  const paid = useListTotal(R, { bootcampId, hasPaid: true });
  const all = [total, pending, approved, paid];
  return (
    <StatCards
      loading={all.some((q) => q.isPending)}
      error={all.some((q) => q.error)}
      cards={[
        { label: `${S}.total`, value: total.data, icon: <AssignmentIcon />, color: 'primary' },
        { label: `${S}.pending`, value: pending.data, icon: <HourglassIcon />, color: 'warning' },
        { label: `${S}.approved`, value: approved.data, icon: <CheckIcon />, color: 'success' },
        { label: `${S}.paid`, value: paid.data, icon: <PaymentsIcon />, color: 'info' },
      ]}
    />
  );
}
