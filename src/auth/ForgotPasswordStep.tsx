import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useTranslate } from 'react-admin';
import { validateEmail } from '../domain/auth-rules';
import { authApi } from '../providers';
import { StepHeader } from './AuthLayout';
import { ErrorBanner } from './ErrorBanner';
import { EmailField } from './AuthTextField';
import { useErrorText } from './errorText';
import { useFieldError } from './useFieldError';

/** After the OTP is sent the flow moves on after 2 s (docs/requirements.md §2). */
export const MOVE_ON_AFTER_MS = 2000;

interface ForgotPasswordStepProps {
  email: string;
  onEmailChange: (email: string) => void;
  onBack: () => void;
  /** Called 2 s after the OTP was sent. */
  onSent: () => void;
}

/** Step 2: asks for the email and requests an OTP (POST /auth/forgot-password). */
export const ForgotPasswordStep = ({ email, onEmailChange, onBack, onSent }: ForgotPasswordStepProps) => {
  const translate = useTranslate();
  const errorText = useErrorText();
  const emailError = useFieldError(validateEmail);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);

  useEffect(() => {
    if (sent === null) return undefined;
    const timer = setTimeout(onSent, MOVE_ON_AFTER_MS);
    return () => clearTimeout(timer);
  }, [sent, onSent]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || sent !== null || !emailError.check(email)) return;
    setBusy(true);
    setBanner(null);
    try {
      // the server's text is English only: the step always says it in the user's language
      await authApi.forgotPassword(email.trim());
      setSent(translate('app.auth.forgot.sent'));
    } catch (error) {
      setBanner(errorText(error, 'app.auth.errors.sendOtpFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <StepHeader title={translate('app.auth.forgot.title')} subtitle={translate('app.auth.forgot.subtitle')} />
      <ErrorBanner message={banner} onClose={() => setBanner(null)} />
      {sent !== null && (
        <Alert severity="success" variant="outlined" role="status" sx={{ mb: 2 }}>
          {sent}
        </Alert>
      )}
      <EmailField
        label={translate('app.auth.login.email')}
        autoFocus
        disabled={sent !== null}
        {...emailError.bind(email, onEmailChange)}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={busy || sent !== null}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        sx={{ mt: 2 }}
      >
        {translate(busy ? 'app.auth.forgot.submitting' : 'app.auth.forgot.submit')}
      </Button>
      <Button fullWidth startIcon={<ArrowBack />} onClick={onBack} sx={{ mt: 1 }}>
        {translate('app.auth.forgot.backToLogin')}
      </Button>
    </Box>
  );
};
