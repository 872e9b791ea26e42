import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';

export const BANNER_AUTO_CLEAR_MS = 5000;

/**
 * The error banner of the sign-in steps: shows `message` (already translated), clears itself after
 * 5 s (docs/requirements.md §2) and has a dismiss button. Renders nothing when `message` is null.
 */
export const ErrorBanner = ({ message, onClose }: { message: string | null; onClose: () => void }) => {
  const translate = useTranslate();
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  // Restarts only when the message changes, not on every render of the step.
  useEffect(() => {
    if (!message) return undefined;
    const timer = setTimeout(() => close.current(), BANNER_AUTO_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [message]);
  if (!message) return null;
  return (
    <Alert
      severity="error"
      variant="outlined"
      sx={{ mb: 2 }}
      action={
        <IconButton size="small" color="inherit" aria-label={translate('app.auth.dismiss')} onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      }
    >
      {message}
    </Alert>
  );
};
