/**
 * useUndoableChange() → run({ title, message?, args?, undo?, refresh })
 *
 * A one-click change that the server can reverse (verify ↔ unverify, a payment status and the one before it): the
 * change is sent at once (nothing waits in the browser, so a closed tab loses nothing the toast confirmed), and its
 * success toast offers Undo for 5 s. Undo sends `undo()`, the reverse call, then says 'Change undone' or why it
 * failed; both refresh `refresh`. Without `undo` (the server cannot reverse the change, so the button asked first:
 * VerifyButton's confirmation) the toast has no Undo.
 */
import { useCallback } from 'react';
import { errorTitleOf, failureMessage } from './mutationFeedback';
import { useRefreshAfterMutation } from './useRefreshAfterMutation';
import { useToast, type ToastArgs } from './useToast';

export interface UndoableChange {
  title: string;
  message?: string;
  args?: ToastArgs;
  undo?: () => Promise<unknown>;
  refresh: string[];
}

export function useUndoableChange() {
  const toast = useToast();
  const refresh = useRefreshAfterMutation();
  return useCallback(
    async ({ title, message, args, undo, refresh: resources }: UndoableChange) => {
      const runUndo = async (reverse: () => Promise<unknown>) => {
        try {
          await reverse();
          toast.info('app.common.undo.done', 'app.common.undo.doneMessage');
        } catch (error) {
          toast.error(errorTitleOf(error, 'app.common.undo.failed'), failureMessage(error, 'app.errors.unexpected'));
        }
        await refresh(resources);
      };
      if (undo) toast.successWithUndo(title, message, args, () => void runUndo(undo));
      else toast.success(title, message, args);
      await refresh(resources);
    },
    [toast, refresh],
  );
}
