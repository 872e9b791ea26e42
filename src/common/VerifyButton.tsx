/**
 * VerifyButton — verify an application (one way: unverified → verified) through the resource's own call
 * (`verify(id)`: a dataProvider custom method), then a toast and a refresh of the resource (list, record, stats).
 * Props: record, verify, resource? (default: context), refresh?: string[], variant? 'icon' | 'button'. Hidden when
 * the record is already `verified`. The button is disabled while its call runs.
 * Texts (resourceTexts.ts): actions.verify, notifications.verified / verifiedMessage / verifyFailed /
 * verifyFailedMessage, by default the requirements' 'Application Verified' / 'Application has been successfully verified'
 * and 'Verification Failed' / 'Failed to verify application' (requirements §8); a refusal shows the server's message.
 */
import type { MouseEvent } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import { useMutation } from '@tanstack/react-query';
import { useResourceContext, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import Tooltip from '@mui/material/Tooltip';
import { errorTitleOf, failureMessage } from './mutationFeedback';
import { useRefreshAfterMutation } from './useRefreshAfterMutation';
import { useResourceTexts } from './resourceTexts';
import { useToast } from './useToast';

export interface VerifyButtonProps {
  record: RaRecord & { verified?: boolean };
  verify: (id: Identifier) => Promise<unknown>;
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
  const refresh = useRefreshAfterMutation();
  const mutation = useMutation({
    mutationFn: () => props.verify(record.id),
    onSuccess: async () => {
      toast.success(texts('notifications.verified'), texts('notifications.verifiedMessage'));
      await refresh([resource, ...(props.refresh ?? [])]);
    },
    onError: (error) => toast.error(errorTitleOf(error, texts('notifications.verifyFailed')), failureMessage(error, texts('notifications.verifyFailedMessage'))),
  });
  if (record.verified) return null;
  const label = translate(texts('actions.verify'), props.labelArgs);
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    mutation.mutate();
  };
  return variant === 'icon' ? (
    <Tooltip title={label}>
      <IconButton aria-label={label} size="small" color="success" onClick={onClick} disabled={mutation.isPending}>
        <VerifiedIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  ) : (
    <Button variant="contained" color="success" startIcon={<VerifiedIcon />} onClick={onClick} disabled={mutation.isPending}>
      {label}
    </Button>
  );
}
