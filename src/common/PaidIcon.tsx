/**
 * PaidIcon — a payment flag as an icon: a green check when paid, a grey dash circle when not, named by its label
 * (role img + aria-label + tooltip), so it is read and not only seen.
 * `<PaidIcon paid={row.hasPaid} />`: the labels are the resource's payment.paid and payment.unpaid
 * (`resources.<resource>.payment.paid`), or the `paidLabel` and `unpaidLabel` keys given.
 */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlined';
import { useResourceContext, useTranslate } from 'react-admin';
import Tooltip from '@mui/material/Tooltip';

export interface PaidIconProps {
  paid: boolean;
  paidLabel?: string;
  unpaidLabel?: string;
}

export function PaidIcon({ paid, paidLabel, unpaidLabel }: PaidIconProps) {
  const translate = useTranslate();
  const payment = `resources.${useResourceContext()}.payment`;
  const label = translate(paid ? (paidLabel ?? `${payment}.paid`) : (unpaidLabel ?? `${payment}.unpaid`));
  return (
    <Tooltip title={label}>
      {paid ? (
        <CheckCircleIcon role="img" aria-label={label} aria-hidden={false} color="success" fontSize="small" sx={{ verticalAlign: 'middle' }} />
      ) : (
        <RemoveCircleOutlineIcon role="img" aria-label={label} aria-hidden={false} color="disabled" fontSize="small" sx={{ verticalAlign: 'middle' }} />
      )}
    </Tooltip>
  );
}
