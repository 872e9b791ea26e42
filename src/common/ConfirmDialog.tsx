/**
 * ConfirmDialog — a yes/no question before an action (deletes, discarding changes).
 * `<ConfirmDialog open title="key" titleArgs? content="key" contentArgs? confirmLabel?="key" cancelLabel?="key"
 *   confirmColor?="warning"|"primary" onConfirm={fn} onClose={fn} loading={bool} />`
 * Keys are translated with their args (plain text passes through); `content` may also be an element, shown as is. While `loading`, both buttons are disabled
 * and Escape/overlay do nothing. react-admin's `Confirm` underneath.
 */
import type { ReactNode } from 'react';
import { Confirm } from 'react-admin';
import { useOpenedOnce } from './useOpenedOnce';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  titleArgs?: Record<string, unknown>;
  content: string | ReactNode;
  contentArgs?: Record<string, unknown>;
  confirmLabel?: string;
  cancelLabel?: string;
  confirmColor?: 'primary' | 'warning';
  onConfirm: () => void;
  onClose: () => void;
  loading?: boolean;
}

export function ConfirmDialog({
  open,
  title,
  titleArgs,
  content,
  contentArgs,
  confirmLabel = 'ra.action.confirm',
  cancelLabel = 'ra.action.cancel',
  confirmColor = 'warning',
  onConfirm,
  onClose,
  loading = false,
}: ConfirmDialogProps) {
  if (!useOpenedOnce(open)) return null;
  return (
    <Confirm
      isOpen={open}
      loading={loading}
      title={title}
      titleTranslateOptions={titleArgs}
      content={content}
      contentTranslateOptions={contentArgs}
      confirm={confirmLabel}
      cancel={cancelLabel}
      confirmColor={confirmColor}
      onConfirm={() => onConfirm()}
      onClose={() => {
        if (!loading) onClose();
      }}
    />
  );
}
