/**
 * Change an application's payment status (PATCH /opportunity-applications/{id}/payment {paymentStatus}: PENDING,
 * PAID or FAILED, the fixture API's values; the requirements leave them open). A menu of the statuses the current one
 * may move to (domain/transitions.ts); the button is disabled while the call runs and for a final status (PAID).
 * 'Payment Status Updated' / 'Payment status changed to {status}', or 'Update Failed' with the server's message, else
 * 'Failed to update payment status' (in the style of docs/requirements.md §8's 'Status Updated'). The success toast
 * offers Undo for 5 s, which sets the status it had before (useUndoableChange; the API takes back a change that
 * recent even from PAID). The list, the record and the stats refresh.
 */
import { useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { errorTitleOf, failureMessage } from '../common/mutationFeedback';
import { useUndoableChange } from '../common/useUndoableChange';
import { useToast } from '../common/useToast';
import { nextStatuses, OPPORTUNITY_PAYMENT_TRANSITIONS } from '../domain/transitions';
import type { OpportunityApplication } from '../domain/types';
import type { AppDataProvider } from '../providers/types';

const R = 'resources.opportunity-applications';

export function PaymentStatusMenu({ record, variant = 'icon' }: { record: OpportunityApplication; variant?: 'icon' | 'button' }) {
  const translate = useTranslate();
  const toast = useToast();
  const undoable = useUndoableChange();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const mutation = useMutation({
    mutationFn: (status: string) => dataProvider.setOpportunityApplicationPayment(record.id, status),
    onSuccess: async (_data, status) => {
      const previous = record.paymentStatus;
      await undoable({
        title: `${R}.notifications.paymentUpdated`,
        message: `${R}.notifications.paymentUpdatedMessage`,
        args: { status: translate(`${R}.paymentStatus.${status}`).toLowerCase() },
        undo: () => dataProvider.setOpportunityApplicationPayment(record.id, previous),
        refresh: ['opportunity-applications', 'opportunities'],
      });
    },
    onError: (error) => toast.error(errorTitleOf(error, `${R}.notifications.paymentFailed`), failureMessage(error, `${R}.notifications.paymentFailedMessage`)),
  });
  const label = translate(`${R}.actions.changePayment`, { name: record.fullName });
  // only the moves the API accepts (PAID is final); Undo is the API's grace for the last change
  const choices = nextStatuses(OPPORTUNITY_PAYMENT_TRANSITIONS, record.paymentStatus);
  const disabled = mutation.isPending || choices.length === 0;
  const open = (event: MouseEvent<HTMLElement>) => {
    event.stopPropagation();
    setAnchor(event.currentTarget);
  };
  const choose = (status: string) => {
    setAnchor(null);
    mutation.mutate(status);
  };
  return (
    <>
      {variant === 'icon' ? (
        <Tooltip title={label}>
          <span>
            <IconButton size="small" aria-label={label} aria-haspopup="menu" onClick={open} disabled={disabled}>
              <PaymentsIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      ) : (
        <Button variant="outlined" startIcon={<PaymentsIcon />} aria-haspopup="menu" onClick={open} disabled={disabled}>
          {translate(`${R}.actions.changePaymentShort`)}
        </Button>
      )}
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} onClick={(event) => event.stopPropagation()}>
        {choices.map((status) => (
          <MenuItem key={status} onClick={() => choose(status)}>
            {translate(`${R}.actions.markAs`, { status: translate(`${R}.paymentStatus.${status}`) })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
