/** An application's payment status as a badge: Pending (yellow), Paid (green), Failed (red). */
import { StatusBadge } from '../common/StatusBadge';
import { colorOf, OPPORTUNITY_PAYMENT_COLORS } from '../domain/colors';

export function PaymentStatusBadge({ status }: { status: string | null | undefined }) {
  if (!status) return null;
  return <StatusBadge label={`resources.opportunity-applications.paymentStatus.${status}`} color={colorOf(OPPORTUNITY_PAYMENT_COLORS, status)} />;
}

/** Verified (green) or Unverified (grey). */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  return (
    <StatusBadge
      label={`resources.opportunity-applications.verification.${verified ? 'verified' : 'unverified'}`}
      color={verified ? 'success' : 'default'}
    />
  );
}
