/** An opportunity's payment: the amount in UGX in the admin's locale ('UGX 50,000'), or 'Free' (docs/requirements.md §2). */
import { useTranslate } from 'react-admin';
import { useFormat } from '../common/useFormat';

export function PaymentText({ isPaid, amount }: { isPaid: boolean; amount: number | string | null | undefined }) {
  const translate = useTranslate();
  const { formatUGX } = useFormat();
  if (!isPaid) return <>{translate('resources.opportunities.payment.free')}</>;
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return <>{typeof value === 'number' && Number.isFinite(value) ? formatUGX(value) : translate('resources.opportunities.payment.paid')}</>;
}
