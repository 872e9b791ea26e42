import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useTranslate } from 'react-admin';
import { validateConfirm, validatePassword } from '../domain/auth-rules';
import { authApi } from '../providers';
import { StepHeader } from './AuthLayout';
import { ErrorBanner } from './ErrorBanner';
import { PasswordChecklist } from './PasswordChecklist';
import { PasswordField } from './PasswordField';
import { useErrorText } from './errorText';
import { useFieldError } from './useFieldError';

interface ResetPasswordStepProps {
  email: string;
  otp: string;
  onBack: () => void;
  onDone: () => void;
}

/** Step 4: new password and confirmation with the checklist (POST /auth/reset-password). */
export const ResetPasswordStep = ({ email, otp, onBack, onDone }: ResetPasswordStepProps) => {
  const translate = useTranslate();
  const errorText = useErrorText();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const passwordError = useFieldError(validatePassword);
  const confirmError = useFieldError((value) => validateConfirm(value, password));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const passwordOk = passwordError.check(password);
    const confirmOk = confirmError.check(confirm);
    if (!passwordOk || !confirmOk || busy) return;
    setBusy(true);
    setBanner(null);
    try {
      await authApi.resetPassword(email.trim(), otp, password);
      onDone();
    } catch (error) {
      setBanner(errorText(error, 'app.auth.errors.resetFailed'));
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <StepHeader title={translate('app.auth.reset.title')} subtitle={translate('app.auth.reset.subtitle', { email })} />
      <ErrorBanner message={banner} onClose={() => setBanner(null)} />
      <PasswordField
        label={translate('app.auth.reset.newPassword')}
        name="new-password"
        autoComplete="new-password"
        autoFocus
        {...passwordError.bind(password, setPassword)}
      />
      <PasswordField
        label={translate('app.auth.reset.confirmPassword')}
        name="confirm-password"
        autoComplete="new-password"
        {...confirmError.bind(confirm, setConfirm, { checkEmptyOnBlur: false })}
      />
      <PasswordChecklist password={password} confirm={confirm} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        sx={{ mt: 2 }}
      >
        {translate(busy ? 'app.auth.reset.submitting' : 'app.auth.reset.submit')}
      </Button>
      <Button fullWidth startIcon={<ArrowBack />} onClick={onBack} sx={{ mt: 1 }}>
        {translate('app.auth.reset.back')}
      </Button>
    </Box>
  );
};
