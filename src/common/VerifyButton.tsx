/**
 * VerifyButton — verify an application through the resource's own call (`verify(id)`: a dataProvider custom
 * method), then a toast and a refresh of the resource (list, record, stats).
 * Props: record, verify, unverify?, resource? (default: context), refresh?: string[], variant? 'icon' | 'button',
 * labelArgs? (the label's and the confirmation's %{name}). Hidden when the record is already `verified`. The button
 * is disabled while its call runs.
 * Reversible or asked first: with `unverify(id)` (the API can take a verification back) the success toast offers
 * Undo for 5 s (useUndoableChange); without it, the verification is final, so a confirmation asks first
 * (app.common.verify.confirmTitle / confirmContent).
 * Texts (resourceTexts.ts): actions.verify, notifications.verified / verifiedMessage / verifyFailed /
 * verifyFailedMessage, by default the requirements' 'Application Verified' / 'Application has been successfully verified'
 * and 'Verification Failed' / 'Failed to verify application' (requirements §8); a refusal shows the server's message.
 */
import { useState, type MouseEvent } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import { useMutation } from '@tanstack/react-query';
import { useResourceContext, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import Tooltip from '@mui/material/Tooltip';
import { errorTitleOf, failureMessage } from './mutationFeedback';
import { useUndoableChange } from './useUndoableChange';
import { ConfirmDialog } from './ConfirmDialog';
import { useResourceTexts } from './resourceTexts';
import { useToast } from './useToast';

export interface VerifyButtonProps {
  record: RaRecord & { verified?: boolean };
  verify: (id: Identifier) => Promise<unknown>;
  unverify?: (id: Identifier) => Promise<unknown>;
  resource?: string;
  refresh?: string[];
  variant?: 'icon' | 'button';
  labelArgs?: Record<string, unknown>;
}

export function VerifyButton(props: VerifyButtonProps) {
  const { record, variant = 'icon' } = props;
  const resource = useResourceContext(props) ?? '';
  const texts = useResourceTexts(resource);
  const translate = useTranslate();
  const toast = useToast();
  const announce = useUndoableChange();
  const [confirming, setConfirming] = useState(false);
  const { unverify } = props;
  const resources = [resource, ...(props.refresh ?? [])];
  const mutation = useMutation({
    mutationFn: () => props.verify(record.id),
    onSuccess: () => {
      setConfirming(false);
      return announce({
        title: texts('notifications.verified'),
        message: texts('notifications.verifiedMessage'),
        undo: unverify && (() => unverify(record.id)),
        refresh: resources,
      });
    },
    onError: (error) => {
      setConfirming(false);
      toast.error(errorTitleOf(error, texts('notifications.verifyFailed')), failureMessage(error, texts('notifications.verifyFailedMessage')));
    },
  });
  if (record.verified) return null;
  const label = translate(texts('actions.verify'), props.labelArgs);
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    if (unverify) mutation.mutate();
    else setConfirming(true);
  };
  return (
    <>
      {variant === 'icon' ? (
        <Tooltip title={label}>
          <IconButton aria-label={label} size="small" color="success" onClick={onClick} disabled={mutation.isPending}>
            <VerifiedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button variant="contained" color="success" startIcon={<VerifiedIcon />} onClick={onClick} disabled={mutation.isPending}>
          {label}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title="app.common.verify.confirmTitle"
        content="app.common.verify.confirmContent"
        contentArgs={{ name: props.labelArgs?.name ?? '' }}
        confirmLabel={texts('actions.verify')}
        confirmColor="primary"
        loading={mutation.isPending}
        onConfirm={() => mutation.mutate()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
