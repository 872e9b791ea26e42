/**
 * Approve (only for PENDING rows): asks first ('Approve Subscription', naming the user and the amount), because the
 * API approves one way (PENDING → SUCCESS, nothing takes it back); then PATCH /subscriptions/admin/{id}/approve
 * {paymentStatus:'SUCCESS'} through dataProvider.approveSubscription, a toast and a refresh of the list (the row
 * shows SUCCESS).
 */
import { useState } from 'react';
import { Button, CircularProgress } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/types';
import type { Subscription } from '../domain/types';
import { canMove, SUBSCRIPTION_TRANSITIONS } from '../domain/transitions';
import { displayName } from '../domain/user';
import { useToast } from '../common/useToast';
import { failureMessage } from '../common/mutationFeedback';
import { useRefreshAfterMutation } from '../common/useRefreshAfterMutation';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { useFormat } from '../common/useFormat';
import { formatSubscriptionAmount } from './amount';

const R = 'resources.subscriptions';

export const ApproveButton = () => {
  const record = useRecordContext<Subscription>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const { locale } = useFormat();
  const toast = useToast();
  const refresh = useRefreshAfterMutation();
  const [confirming, setConfirming] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: (id: Subscription['id']) => dataProvider.approveSubscription(id),
    onSuccess: async () => {
      setConfirming(false);
      toast.success(`${R}.notifications.approved`);
      await refresh(['subscriptions']);
    },
    onError: (error: Error) => {
      setConfirming(false);
      toast.error(`${R}.notifications.approveFailed`, failureMessage(error));
    },
  });
  if (!record || !canMove(SUBSCRIPTION_TRANSITIONS, record.paymentStatus, 'SUCCESS')) return null;
  const user = displayName({ ...record.user, email: null }) || record.user?.email || '';
  return (
    <>
      <Button
        size="small"
        variant="contained"
        color="success"
        disabled={isPending}
        startIcon={isPending ? <CircularProgress size={14} color="inherit" aria-hidden /> : <CheckCircleIcon />}
        onClick={(event) => {
          event.stopPropagation();
          setConfirming(true);
        }}
        aria-label={translate(`${R}.actions.approveLabel`, { id: record.id })}
      >
        {translate(`${R}.actions.approve`)}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`${R}.dialogs.approveTitle`}
        content={`${R}.dialogs.approveContent`}
        contentArgs={{ user, amount: formatSubscriptionAmount(record.amount, translate(`${R}.free`), locale) }}
        confirmLabel={`${R}.actions.approve`}
        confirmColor="primary"
        loading={isPending}
        onConfirm={() => mutate(record.id)}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
