/**
 * ToastItem: one toast of the `Toaster` stack — an MUI Alert (severity = notification type) with a bold
 * title, the message, a close button, an Undo button for undoable notifications and those carrying an undo callback (useToast's successWithUndo), and
 * its own auto-hide timer.
 * Props: payload (react-admin NotificationPayload), duration (ms, null = no auto-hide), onClose(undo).
 */
import { isValidElement, useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { CloseNotificationContext, useTranslate, type NotificationPayload } from 'react-admin';
import { TOAST_TITLE_ARG, undoOf } from './useToast';

export interface ToastItemProps {
  payload: NotificationPayload;
  duration: number | null;
  onClose: (undo: boolean) => void;
}

export function ToastItem({ payload, duration, onClose }: ToastItemProps) {
  const translate = useTranslate();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const { message, type, notificationOptions = {} } = payload;
  const { messageArgs = {}, undoable } = notificationOptions;
  const args = messageArgs as Record<string, unknown>;

  useEffect(() => {
    if (duration === null || duration === undefined) return;
    const timer = setTimeout(() => closeRef.current(false), duration);
    return () => clearTimeout(timer);
  }, [duration]);

  const text = (value: unknown) =>
    typeof value === 'string' && value !== '' ? translate(value, { ...args, _: value }) : null;
  const title = text(args[TOAST_TITLE_ARG]);
  const body = typeof message === 'string' ? text(message) : isValidElement(message) ? message : null;

  return (
    <CloseNotificationContext.Provider value={() => onClose(false)}>
      <Alert
        severity={type ?? 'info'}
        variant="filled"
        elevation={6}
        onClose={() => onClose(false)}
        closeText={translate('ra.action.close')}
        action={
          undoable || undoOf(payload) ? (
            <>
              <Button color="inherit" size="small" onClick={() => onClose(true)}>
                {translate('ra.action.undo')}
              </Button>
              <IconButton color="inherit" size="small" aria-label={translate('ra.action.close')} onClick={() => onClose(false)}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </>
          ) : undefined
        }
        sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
      >
        {title ? <AlertTitle sx={{ fontWeight: 700 }}>{title}</AlertTitle> : null}
        {body}
      </Alert>
    </CloseNotificationContext.Provider>
  );
}
