/** Cells of the subscriptions table: user (name + email), amount, status badge, 'N/A' fallback. */
import { Box, Chip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Subscription } from '../domain/types';
import { colorOf, PAYMENT_STATUS_COLORS } from '../domain/colors';
import { displayName } from '../domain/user';
import { useFormat } from '../common/useFormat';
import { formatSubscriptionAmount } from './amount';
import { EmailText } from '../common/EmailText';
import { NOT_AVAILABLE } from '../common/notAvailable';
import { useOptionText } from '../common/useOptionText';

const R = 'resources.subscriptions';

export const SubscriptionUserField = () => {
  const record = useRecordContext<Subscription>();
  if (!record) return null;
  const name = displayName({ ...record.user, email: null });
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
        {name || record.user?.email}
      </Typography>
      {/* on a narrow table the e-mail may wrap after its '@' */}
      <Typography variant="caption" color="text.secondary" component="div">
        {record.user?.email ? <EmailText email={record.user.email} /> : null}
      </Typography>
    </Box>
  );
};

export const SubscriptionAmountField = () => {
  const record = useRecordContext<Subscription>();
  const translate = useTranslate();
  const { locale } = useFormat();
  if (!record) return null;
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {formatSubscriptionAmount(record.amount, translate(`${R}.free`), locale)}
    </Box>
  );
};

export const PaymentStatusField = () => {
  const record = useRecordContext<Subscription>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={colorOf(PAYMENT_STATUS_COLORS, record.paymentStatus)}
      label={translate(`${R}.status.${record.paymentStatus}`, { _: record.paymentStatus })}
    />
  );
};

/** Text of `source`, or the translated 'N/A' when empty. */
export const TextOrNA = ({ source }: { source: 'paymentMethod' | 'transactionId' }) => {
  const record = useRecordContext<Subscription>();
  const translate = useTranslate();
  const { paymentMethod } = useOptionText();
  const value = record?.[source];
  if (!value) return <>{translate(NOT_AVAILABLE)}</>;
  return <>{source === 'paymentMethod' ? paymentMethod(value) : value}</>;
};
