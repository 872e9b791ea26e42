/**
 * PaidIcon — a payment flag as an icon: a green check when paid, a grey dash circle when not, named by its label
 * (role img + aria-label + tooltip), so it is read and not only seen.
 * `<PaidIcon paid={row.hasPaid} paidLabel="resources.x.payment.paid" unpaidLabel="resources.x.payment.unpaid" />`
 */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlined';
import { useTranslate } from 'react-admin';
import { LaterTooltip } from './later';

export function PaidIcon({ paid, paidLabel, unpaidLabel }: { paid: boolean; paidLabel: string; unpaidLabel: string }) {
  const translate = useTranslate();
  const label = translate(paid ? paidLabel : unpaidLabel);
  return (
    <LaterTooltip title={label}>
      {paid ? (
        <CheckCircleIcon role="img" aria-label={label} aria-hidden={false} color="success" fontSize="small" sx={{ verticalAlign: 'middle' }} />
      ) : (
        <RemoveCircleOutlineIcon role="img" aria-label={label} aria-hidden={false} color="disabled" fontSize="small" sx={{ verticalAlign: 'middle' }} />
      )}
    </LaterTooltip>
  );
}
