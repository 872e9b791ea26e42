import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useTranslate } from 'react-admin';
import { OTP_LENGTH, formatCountdown, isValidOtp } from '../domain/auth-rules';
import { authApi } from '../providers';
import { StepHeader } from './AuthLayout';
import { ErrorBanner } from './ErrorBanner';
import { OtpInput } from './OtpInput';
import { useCountdown } from './useCountdown';
import { useErrorText } from './errorText';

const emptyDigits = () => Array.from({ length: OTP_LENGTH }, () => '');

interface VerifyOtpStepProps {
  email: string;
  /** The OTP typed before (kept when coming back from the reset step). */
  initialOtp: string;
  /** When the current OTP expires (epoch ms): the 600 s countdown. */
  deadline: number;
  /** A new OTP was sent: restart the countdown. */
  onResent: () => void;
  onVerified: (otp: string) => void;
  onBack: () => void;
}

/** Step 3: six OTP boxes, the countdown, Resend (only at zero) and Verify (POST /auth/verify-otp). */
export const VerifyOtpStep = ({ email, initialOtp, deadline, onResent, onVerified, onBack }: VerifyOtpStepProps) => {
  const translate = useTranslate();
  const errorText = useErrorText();
  const left = useCountdown(deadline);
  const [digits, setDigits] = useState(() => (initialOtp ? initialOtp.split('') : emptyDigits()));
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const otp = digits.join('');
  const complete = isValidOtp(otp);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!complete || busy) return;
    setBusy('verify');
    setBanner(null);
    try {
      await authApi.verifyOtp(email.trim(), otp);
      onVerified(otp);
    } catch (error) {
      setBanner(errorText(error, 'app.auth.errors.verifyFailed'));
      setBusy(null);
    }
  };

  const resend = async () => {
    setBusy('resend');
    setBanner(null);
    setNotice(null);
    try {
      await authApi.forgotPassword(email.trim());
      setDigits(emptyDigits());
      setNotice(translate('app.auth.verify.resent'));
      onResent();
    } catch (error) {
      setBanner(errorText(error, 'app.auth.errors.sendOtpFailed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <StepHeader title={translate('app.auth.verify.title')} subtitle={translate('app.auth.verify.subtitle', { email })} />
      <ErrorBanner message={banner} onClose={() => setBanner(null)} />
      {notice && (
        <Alert severity="success" variant="outlined" role="status" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <OtpInput digits={digits} onChange={setDigits} disabled={busy !== null} error={Boolean(banner)} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography variant="body2" color={left === 0 ? 'error' : 'text.secondary'} aria-live="polite">
          {left === 0
            ? translate('app.auth.verify.expired')
            : translate('app.auth.verify.expiresIn', { time: formatCountdown(left) })}
        </Typography>
        <Button
          size="small"
          onClick={resend}
          disabled={left > 0 || busy !== null}
          startIcon={busy === 'resend' ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}
        >
          {translate('app.auth.verify.resend')}
        </Button>
      </Box>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={!complete || busy !== null}
        startIcon={busy === 'verify' ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
      >
        {translate(busy === 'verify' ? 'app.auth.verify.submitting' : 'app.auth.verify.submit')}
      </Button>
      <Button fullWidth startIcon={<ArrowBack />} onClick={onBack} sx={{ mt: 1 }}>
        {translate('app.auth.verify.back')}
      </Button>
    </Box>
  );
};
