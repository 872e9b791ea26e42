/**
 * The three states of a list besides "loaded" (docs/requirements.md §2, requirements §2 "Common list behaviour").
 * - `<ListLoading label?="key" />`: spinner + 'Loading...' (role status).
 * - `<ListError message="key" messageArgs? title?="key" error? onRetry?={fn} />`: an error panel with a title
 *   (default 'Error'), the text and a 'Try Again' button. The text is the server's message of the failed call
 *   (`error`, inside a list the list's own error) when it gave one, else `message`, the call's default (docs/requirements.md
 *   §8): a network failure or a 500 without a message never shows 'Failed to fetch' or 'HTTP error! status: 500'.
 *   `message` is an i18n key or a text; the client's own texts are translated, '' shows 'An unexpected error
 *   occurred'. Inside a list, `onRetry` defaults to the list's `refetch`, so `<List error={<ListError message="…"
 *   />}>` just works.
 * - `<ListEmpty message?="key" messageArgs? icon? />`: the empty text (default 'No results found.');
 *   use as `<DataTable empty={<ListEmpty message="…" />}>` or `<List empty={…}>`.
 */
import { useContext, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import InboxIcon from '@mui/icons-material/Inbox';
import { ListContext, useTranslate } from 'react-admin';
import { useFailureText } from './mutationFeedback';

export interface ListLoadingProps {
  label?: string;
}

export function ListLoading({ label = 'app.common.list.loading' }: ListLoadingProps) {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 6 }}>
      {/* decorative: the status text beside it says it */}
      <CircularProgress size={28} aria-hidden />
      <Typography color="text.secondary">{translate(label, { _: label })}</Typography>
    </Box>
  );
}

export interface ListErrorProps {
  message: string;
  messageArgs?: Record<string, unknown>;
  title?: string;
  /** The failed call's error (default: the list's), whose server message, if any, is shown instead of `message`. */
  error?: unknown;
  onRetry?: () => void;
}

export function ListError({ message, messageArgs, title = 'app.common.list.errorTitle', error, onRetry }: ListErrorProps) {
  const translate = useTranslate();
  const failureText = useFailureText();
  const list = useContext(ListContext);
  const retry = onRetry ?? (list?.refetch ? () => void list.refetch() : undefined);
  return (
    <Box sx={{ p: 2 }}>
      <Alert
        severity="error"
        action={
          retry ? (
            <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={retry}>
              {translate('app.common.list.tryAgain')}
            </Button>
          ) : undefined
        }
      >
        <AlertTitle>{translate(title, { _: title })}</AlertTitle>
        {failureText(error ?? list?.error, message, messageArgs)}
      </Alert>
    </Box>
  );
}

export interface ListEmptyProps {
  message?: string;
  messageArgs?: Record<string, unknown>;
  icon?: ReactNode;
}

export function ListEmpty({ message = 'app.common.list.empty', messageArgs, icon }: ListEmptyProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
      <Box sx={{ mb: 1, '& svg': { fontSize: 40, opacity: 0.6 } }}>{icon ?? <InboxIcon />}</Box>
      <Typography>{translate(message, { ...messageArgs, _: message })}</Typography>
    </Box>
  );
}
