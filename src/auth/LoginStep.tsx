import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import { useLogin, useTranslate } from 'react-admin';
import { validateEmail, validatePassword } from '../domain/auth-rules';
import { StepHeader } from './AuthLayout';
import { ErrorBanner } from './ErrorBanner';
import { PasswordField } from './PasswordField';
import { EmailField } from './AuthTextField';
import { useErrorText } from './errorText';
import { useFieldError } from './useFieldError';

interface LoginStepProps {
  email: string;
  onEmailChange: (email: string) => void;
  onForgotPassword: () => void;
  /** The pointer or the focus reached 'Forgot password?' (its step's code can start loading). */
  onForgotPasswordIntent?: () => void;
}

/** Step 1: email, password (show/hide), remember me; signs in through react-admin's useLogin. */
export const LoginStep = ({ email, onEmailChange, onForgotPassword, onForgotPasswordIntent }: LoginStepProps) => {
  const translate = useTranslate();
  const errorText = useErrorText();
  const login = useLogin();
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const emailError = useFieldError(validateEmail);
  const passwordError = useFieldError(validatePassword);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const emailOk = emailError.check(email);
    const passwordOk = passwordError.check(password);
    if (!emailOk || !passwordOk) return;
    setBusy(true);
    setBanner(null);
    try {
      await login({ email: email.trim(), password, rememberMe });
    } catch (error) {
      setBanner(errorText(error, 'app.auth.errors.loginFailed'));
      setBusy(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <StepHeader title={translate('app.auth.login.title')} subtitle={translate('app.auth.login.subtitle')} />
      <ErrorBanner message={banner} onClose={() => setBanner(null)} />
      <EmailField label={translate('app.auth.login.email')} autoFocus {...emailError.bind(email, onEmailChange)} />
      <PasswordField
        label={translate('app.auth.login.password')}
        name="password"
        autoComplete="current-password"
        {...passwordError.bind(password, setPassword)}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, my: 1 }}>
        <FormControlLabel
          control={<Checkbox checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} />}
          label={translate('app.auth.login.rememberMe')}
        />
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={onForgotPassword}
          onPointerEnter={onForgotPasswordIntent}
          onFocus={onForgotPasswordIntent}
        >
          {translate('app.auth.login.forgotPassword')}
        </Link>
      </Box>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        sx={{ mt: 1 }}
      >
        {translate(busy ? 'app.auth.login.submitting' : 'app.auth.login.submit')}
      </Button>
    </Box>
  );
};
