import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useDataProvider, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../common/ConfirmDialog';
import { errorText } from '../common/mutationFeedback';
import { useToast } from '../common/useToast';
import { SIGN_OUT_PATH } from '../layout/SignOut';
import type { AppDataProvider } from '../providers/types';

/**
 * 'Sign out everywhere': confirm, end every session of the account (POST /auth/logout-all), then sign this browser
 * out too through /sign-out (form drafts removed, on to the sign-in page). A refusal toasts 'Failed to sign out
 * everywhere' with the server's message and leaves everything as it was.
 */
export function SignOutEverywhereSection() {
  const translate = useTranslate();
  const toast = useToast();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const onConfirm = async () => {
    setBusy(true);
    try {
      await dataProvider.signOutEverywhere();
      navigate(SIGN_OUT_PATH);
    } catch (error) {
      setBusy(false);
      setConfirming(false);
      toast.error('app.shell.profile.everywhere.failed', errorText(error) || undefined);
    }
  };
  return (
    <Box>
      <Typography variant="subtitle1" component="h2" gutterBottom>
        {translate('app.shell.profile.everywhere.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate('app.shell.profile.everywhere.help')}
      </Typography>
      <Button variant="outlined" color="error" startIcon={<LogoutIcon />} onClick={() => setConfirming(true)}>
        {translate('app.shell.profile.everywhere.button')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title="app.shell.profile.everywhere.confirmTitle"
        content="app.shell.profile.everywhere.confirmContent"
        confirmLabel="app.shell.profile.everywhere.button"
        onConfirm={() => void onConfirm()}
        onClose={() => setConfirming(false)}
        loading={busy}
      />
    </Box>
  );
}
