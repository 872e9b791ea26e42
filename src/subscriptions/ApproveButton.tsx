/**
 * Approve (only for PENDING rows): PATCH /subscriptions/admin/{id}/approve {paymentStatus:'SUCCESS'} through
 * dataProvider.approveSubscription, then a toast and a refresh of the list (the row shows SUCCESS).
 */
import { Button, CircularProgress } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/types';
import type { Subscription } from '../domain/types';
import { useToast } from '../common/useToast';
import { failureMessage } from '../common/mutationFeedback';
import { useRefreshAfterMutation } from '../common/useRefreshAfterMutation';

const R = 'resources.subscriptions';

export const ApproveButton = () => {
  const record = useRecordContext<Subscription>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefreshAfterMutation();
  const { mutate, isPending } = useMutation({
    mutationFn: (id: Subscription['id']) => dataProvider.approveSubscription(id),
    onSuccess: async () => {
      toast.success(`${R}.notifications.approved`);
      await refresh(['subscriptions']);
    },
    onError: (error: Error) => toast.error(`${R}.notifications.approveFailed`, failureMessage(error)),
  });
  if (!record || record.paymentStatus !== 'PENDING') return null;
  return (
    <Button
      size="small"
      variant="contained"
      color="success"
      disabled={isPending}
      startIcon={isPending ? <CircularProgress size={14} color="inherit" aria-hidden /> : <CheckCircleIcon />}
      onClick={(event) => {
        event.stopPropagation();
        mutate(record.id);
      }}
      aria-label={translate(`${R}.actions.approveLabel`, { id: record.id })}
    >
      {translate(`${R}.actions.approve`)}
    </Button>
  );
};
