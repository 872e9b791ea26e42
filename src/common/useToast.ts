/**
 * useToast() → { success, info, warning, error }(title, message?, args?)
 *
 * Shows a toast (rendered by `Toaster`, top-right, stacked) with a bold title and an optional message.
 * - `title` and `message` are i18n keys, translated with `args` (e.g. `{ name: 'Jane' }` for '%{name}').
 *   Text that is not a key (a server's error message, an already-translated string) is shown as is:
 *   the Toaster translates with the text itself as fallback. The client's own error texts ('HTTP error! status:
 *   500', 'Token refresh failed'…) are turned into their app.errors key first, so they show translated.
 * - Durations: success and info 5 s, warning 6 s, error 7 s (`TOAST_DURATIONS`).
 * Built on react-admin's `useNotify`: the message is the notification message and the title travels in
 * `messageArgs.toastTitle`, so one notification carries both.
 *
 * `toast.successWithUndo(title, message, args, undo)`: a success toast with an Undo button for its 5 s. The change
 * is already on the server; Undo runs `undo()` (the reverse call), which reports its own outcome. The callback
 * travels with its own notification (`messageArgs.toastUndo`), so two such toasts never swap their undos (react-admin's
 * undoable queue pairs them by order).
 *
 *   const toast = useToast();
 *   toast.success('app.users.toast.created_title', 'app.users.toast.created', { name });
 *   toast.error('app.errors.delete_failed', error.message);
 */
import { useMemo } from 'react';
import { useNotify, type NotificationPayload } from 'react-admin';
import { toTranslatable } from './mutationFeedback';

export type ToastType = 'success' | 'info' | 'warning' | 'error';

export const TOAST_DURATIONS: Record<ToastType, number> = {
  success: 5000,
  info: 5000,
  warning: 6000,
  error: 7000,
};

/** The messageArgs entry that carries a toast's title (named so that it never hides a '%{title}' argument). */
export const TOAST_TITLE_ARG = 'toastTitle';
/** The messageArgs entry that carries a toast's undo callback (see successWithUndo). */
export const TOAST_UNDO_ARG = 'toastUndo';

/** The undo callback a notification carries (successWithUndo), else undefined. */
export function undoOf(payload: NotificationPayload): (() => void) | undefined {
  const undo = (payload.notificationOptions?.messageArgs as Record<string, unknown> | undefined)?.[TOAST_UNDO_ARG];
  return typeof undo === 'function' ? (undo as () => void) : undefined;
}

export type ToastArgs = Record<string, unknown>;
export type ShowToast = (title: string, message?: string, args?: ToastArgs) => void;
export type Toast = Record<ToastType, ShowToast> & {
  successWithUndo: (title: string, message: string | undefined, args: ToastArgs | undefined, undo: () => void) => void;
};

export function useToast(): Toast {
  const notify = useNotify();
  return useMemo(() => {
    const notifyToast = (type: ToastType, title: string, message?: string, args?: ToastArgs) => {
      const text = message ? toTranslatable(message) : { key: '', args: {} };
      notify(text.key, {
        type,
        autoHideDuration: TOAST_DURATIONS[type],
        messageArgs: { ...args, ...text.args, [TOAST_TITLE_ARG]: title },
      });
    };
    const show =
      (type: ToastType): ShowToast =>
      (title, message, args) =>
        notifyToast(type, title, message, args);
    return {
      success: show('success'),
      info: show('info'),
      warning: show('warning'),
      error: show('error'),
      successWithUndo: (title, message, args, undo) => notifyToast('success', title, message, { ...args, [TOAST_UNDO_ARG]: undo }),
    };
  }, [notify]);
}
