/**
 * Cards of the bootcamp applications (docs/requirements.md §2): Total, Verified (with how many are unverified: the
 * header bell's count), Paid and Pending (neither verified nor paid, said under it), over all applications, as list totals (the API has no stats call for them; `status=pending` is the
 * fixture API's filter for the last card). Refreshed with the list (keys under 'bootcamp-applications').
 */
import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import PaymentsIcon from '@mui/icons-material/Payments';
import HourglassIcon from '@mui/icons-material/HourglassEmpty';
import { useTranslate } from 'react-admin';
import { ListTotalCards } from '../common/ListTotalCards';

const S = 'resources.bootcamp-applications.stats';

export function ApplicationStats() {
  const translate = useTranslate();
  // the Verified card also says how many are not: the number the header bell calls 'Unverified bootcamp applications'
  const unverified = ([total, verified]: (number | undefined)[]) =>
    total === undefined || verified === undefined ? undefined : translate(`${S}.unverifiedHint`, { smart_count: total - verified });
  return (
    <ListTotalCards
      resource="bootcamp-applications"
      cards={[
        { label: `${S}.total`, filter: {}, icon: <AssignmentIcon />, color: 'primary' },
        { label: `${S}.verified`, filter: { status: 'verified' }, icon: <VerifiedIcon />, color: 'success', hint: unverified },
        { label: `${S}.paid`, filter: { status: 'paid' }, icon: <PaymentsIcon />, color: 'info' },
        { label: `${S}.pending`, filter: { status: 'pending' }, icon: <HourglassIcon />, color: 'warning', hint: translate(`${S}.pendingHint`) },
      ]}
    />
  );
}
