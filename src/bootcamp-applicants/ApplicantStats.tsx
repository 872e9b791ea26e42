/**
 * Cards of a bootcamp's applicants (docs/requirements.md §2): Total Applications, Pending, Approved, Paid, over all its
 * applications (list totals: the API has no stats call for them). Refreshed with the applicants list.
 */
import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import HourglassIcon from '@mui/icons-material/HourglassEmpty';
import CheckIcon from '@mui/icons-material/CheckCircleOutlined';
import PaymentsIcon from '@mui/icons-material/Payments';
import { useTranslate, type Identifier } from 'react-admin';
import { ListTotalCards } from '../common/ListTotalCards';

const S = 'resources.bootcamp-applicants.stats';

export function ApplicantStats({ bootcampId }: { bootcampId: Identifier }) {
  const translate = useTranslate();
  return (
    <ListTotalCards
      resource="bootcamp-applicants"
      cards={[
        { label: `${S}.total`, filter: { bootcampId }, icon: <AssignmentIcon />, color: 'primary' },
        // the review status, not the applications screen's Pending (neither verified nor paid)
        { label: `${S}.pending`, filter: { bootcampId, status: 'PENDING' }, icon: <HourglassIcon />, color: 'warning', hint: translate(`${S}.pendingHint`) },
        { label: `${S}.approved`, filter: { bootcampId, status: 'APPROVED' }, icon: <CheckIcon />, color: 'success' },
        { label: `${S}.paid`, filter: { bootcampId, hasPaid: true }, icon: <PaymentsIcon />, color: 'info' },
      ]}
    />
  );
}
