/**
 * Toaster: the app's notification renderer, given to `<Admin notification={Toaster}>`.
 *
 * Takes every pending react-admin notification (from `useToast()` and react-admin's own `useNotify` calls)
 * and shows them stacked top-right as MUI Alerts: a bold title (`messageArgs.toastTitle`, when present) and the
 * message, both translated with `messageArgs` (text that is not a key is shown as is). Each one hides after
 * its own `autoHideDuration` (default by type: success/info 5 s, warning 6 s, error 7 s; `null` = stays) and
 * has a close button. Undoable notifications get an Undo button and run their mutation when they close; a toast
 * carrying an undo callback (useToast's successWithUndo) gets an Undo button that calls it.
 * No props.
 */
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import {
  useNotificationContext,
  useTakeUndoableMutation,
  type NotificationPayload,
} from 'react-admin';
import { TOAST_DURATIONS, undoOf, type ToastType } from './useToast';
import { ToastItem } from './ToastItem';

export interface QueuedToast {
  key: number;
  payload: NotificationPayload;
}

export function Toaster() {
  const { notifications, setNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const [toasts, setToasts] = useState<QueuedToast[]>([]);
  const taken = useRef(new WeakSet<NotificationPayload>());
  const nextKey = useRef(1);

  useEffect(() => {
    // The WeakSet makes a repeated run of this effect (React StrictMode) take nothing twice.
    const batch = notifications.filter((n) => !taken.current.has(n));
    if (batch.length === 0) return;
    batch.forEach((n) => taken.current.add(n));
    // Additions only ever append: drop the ones just taken, keep any that arrived since.
    setNotifications((pending) => pending.filter((n) => !taken.current.has(n)));
    setToasts((current) => [...current, ...batch.map((payload) => ({ key: nextKey.current++, payload }))]);
  }, [notifications, setNotifications]);

  const close = (toast: QueuedToast, undo = false) => {
    setToasts((current) => current.filter((t) => t.key !== toast.key));
    if (undo) undoOf(toast.payload)?.();
    if (toast.payload.notificationOptions?.undoable) {
      const mutation = takeMutation();
      mutation?.({ isUndo: undo });
    }
  };

  if (toasts.length === 0) return null;
  return (
    <Box
      aria-live="polite"
      sx={{
        position: 'fixed',
        top: { xs: 8, sm: 72 },
        right: { xs: 8, sm: 16 },
        left: { xs: 8, sm: 'auto' },
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        width: { sm: 380 },
      }}
    >
      {toasts.map((toast) => (
        <ToastItem
          key={toast.key}
          payload={toast.payload}
          duration={durationOf(toast.payload)}
          onClose={(undo) => close(toast, undo)}
        />
      ))}
    </Box>
  );
}

function durationOf(payload: NotificationPayload): number | null {
  const own = payload.notificationOptions?.autoHideDuration;
  if (own !== undefined) return own;
  return TOAST_DURATIONS[(payload.type ?? 'info') as ToastType] ?? TOAST_DURATIONS.info;
}
