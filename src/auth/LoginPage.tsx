import { useCallback, useEffect, useState } from 'react';
import { useCheckAuth, useNavigate } from 'react-admin';
import { OTP_COUNTDOWN_SECONDS } from '../domain/auth-rules';
import { AuthLayout } from './AuthLayout';
import { ForgotPasswordStep } from './ForgotPasswordStep';
import { LoginStep } from './LoginStep';
import { ResetPasswordStep } from './ResetPasswordStep';
import { SuccessStep } from './SuccessStep';
import { VerifyOtpStep } from './VerifyOtpStep';

export type AuthStep = 'login' | 'forgot-password' | 'verify-otp' | 'reset-password' | 'success';

const otpDeadline = () => Date.now() + OTP_COUNTDOWN_SECONDS * 1000;

/**
 * The sign-in page (`<Admin loginPage>`, also routed at /auth): the five steps of spec part 1 §2 in
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
      {step === 'login' && (
        <LoginStep email={email} onEmailChange={setEmail} onForgotPassword={() => setStep('forgot-password')} />
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
    </AuthLayout>
  );
};

export default LoginPage;
