/**
 * Cards of the bootcamp applications (docs/requirements.md §2): Total, Verified, Paid and Pending (neither verified nor
 * paid), over all applications, as list totals (the API has no stats call for them; `status=pending` is the
 * fixture API's filter for the last card). Refreshed with the list (keys under 'bootcamp-applications').
 */
import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import PaymentsIcon from '@mui/icons-material/Payments';
import HourglassIcon from '@mui/icons-material/HourglassEmpty';
import { ListTotalCards } from '../common/ListTotalCards';

const S = 'resources.bootcamp-applications.stats';

export function ApplicationStats() {
  return (
    <ListTotalCards
      resource="bootcamp-applications"
      cards={[
        { label: `${S}.total`, filter: {}, icon: <AssignmentIcon />, color: 'primary' },
        { label: `${S}.verified`, filter: { status: 'verified' }, icon: <VerifiedIcon />, color: 'success' },
        { label: `${S}.paid`, filter: { status: 'paid' }, icon: <PaymentsIcon />, color: 'info' },
        { label: `${S}.pending`, filter: { status: 'pending' }, icon: <HourglassIcon />, color: 'warning' },
      ]}
    />
  );
}
