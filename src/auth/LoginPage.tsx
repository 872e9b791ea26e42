import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useCheckAuth, useNavigate } from 'react-admin';
import { OTP_COUNTDOWN_SECONDS } from '../domain/auth-rules';
import { AuthLayout } from './AuthLayout';
import { LoginStep } from './LoginStep';

/**
 * The four reset steps are a chunk of their own, fetched after the sign-in form is on screen, so the form's own code
 * loads first and 'Forgot password?' still opens its step at once.
 */
const loadResetSteps = () => import('./resetSteps');
const ForgotPasswordStep = lazy(() => loadResetSteps().then((m) => ({ default: m.ForgotPasswordStep })));
const VerifyOtpStep = lazy(() => loadResetSteps().then((m) => ({ default: m.VerifyOtpStep })));
const ResetPasswordStep = lazy(() => loadResetSteps().then((m) => ({ default: m.ResetPasswordStep })));
const SuccessStep = lazy(() => loadResetSteps().then((m) => ({ default: m.SuccessStep })));
/** Two seconds after the page has loaded, or at once when the pointer or the focus reaches 'Forgot password?'. */
const preloadLater = () => {
  const preload = () => window.setTimeout(() => void loadResetSteps(), 2000);
  if (document.readyState === 'complete') preload();
  else window.addEventListener('load', preload, { once: true });
};

export type AuthStep = 'login' | 'forgot-password' | 'verify-otp' | 'reset-password' | 'success';

const otpDeadline = () => Date.now() + OTP_COUNTDOWN_SECONDS * 1000;

/**
 * The sign-in page (`<Admin loginPage>`, also routed at /auth): the five steps of docs/requirements.md §2 in
 * component state, keeping the email (and the verified OTP) between steps. A visitor who is already
 * signed in goes to the dashboard.
 */
const LoginPage = () => {
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();
  const [step, setStep] = useState<AuthStep>('login');
  const [email, setEmail] = useState('');
  const [otp, setOtp] = useState('');
  const [deadline, setDeadline] = useState(0);

  useEffect(() => {
    preloadLater();
  }, []);

  useEffect(() => {
    checkAuth({}, false)
      .then(() => navigate('/'))
      .catch(() => undefined);
  }, [checkAuth, navigate]);

  const toLogin = useCallback(() => {
    setOtp('');
    setStep('login');
  }, []);
  const onOtpSent = useCallback(() => {
    setOtp('');
    setDeadline(otpDeadline());
    setStep('verify-otp');
  }, []);
  const onResent = useCallback(() => setDeadline(otpDeadline()), []);

  return (
    <AuthLayout>
      <Suspense fallback={null}>
      {step === 'login' && (
        <LoginStep
          email={email}
          onEmailChange={setEmail}
          onForgotPasswordIntent={() => void loadResetSteps()}
          onForgotPassword={() => setStep('forgot-password')}
        />
      )}
      {step === 'forgot-password' && (
        <ForgotPasswordStep email={email} onEmailChange={setEmail} onBack={toLogin} onSent={onOtpSent} />
      )}
      {step === 'verify-otp' && (
        <VerifyOtpStep
          email={email}
          initialOtp={otp}
          deadline={deadline}
          onResent={onResent}
          onVerified={(verified) => {
            setOtp(verified);
            setStep('reset-password');
          }}
          onBack={() => setStep('forgot-password')}
        />
      )}
      {step === 'reset-password' && (
        <ResetPasswordStep email={email} otp={otp} onBack={() => setStep('verify-otp')} onDone={() => setStep('success')} />
      )}
      {step === 'success' && <SuccessStep onBackToLogin={toLogin} />}
      </Suspense>
    </AuthLayout>
  );
};

export default LoginPage;
