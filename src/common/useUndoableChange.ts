/**
 * useUndoableChange() → run(change, { title, message?, args?, undo, refresh })
 *
 * A one-click change that the server can reverse (verify ↔ unverify, a payment status and the one before it): the
 * change is sent at once (nothing waits in the browser, so a closed tab loses nothing the toast confirmed), and its
 * success toast offers Undo for 5 s. Undo sends `undo()`, the reverse call, then says 'Change undone' or why it
 * failed; both refresh `refresh`. Where the server cannot reverse a change, the button asks first instead
 * (VerifyButton's confirmation, ApproveButton).
 */
import { useCallback } from 'react';
import { errorTitleOf, failureMessage } from './mutationFeedback';
import { useRefreshAfterMutation } from './useRefreshAfterMutation';
import { useToast, type ToastArgs } from './useToast';

export interface UndoableChange {
  title: string;
  message?: string;
  args?: ToastArgs;
  undo: () => Promise<unknown>;
  refresh: string[];
}

export function useUndoableChange() {
  const toast = useToast();
  const refresh = useRefreshAfterMutation();
  return useCallback(
    async ({ title, message, args, undo, refresh: resources }: UndoableChange) => {
      const runUndo = async () => {
        try {
          await undo();
          toast.info('app.common.undo.done', 'app.common.undo.doneMessage');
        } catch (error) {
          toast.error(errorTitleOf(error, 'app.common.undo.failed'), failureMessage(error, 'app.errors.unexpected'));
        }
        await refresh(resources);
      };
      toast.successWithUndo(title, message, args, () => void runUndo());
      await refresh(resources);
    },
    [toast, refresh],
  );
}
