/** The password-reset steps, loaded as one chunk after the sign-in form shows (see LoginPage). */
export { ForgotPasswordStep } from './ForgotPasswordStep';
export { VerifyOtpStep } from './VerifyOtpStep';
export { ResetPasswordStep } from './ResetPasswordStep';
export { SuccessStep } from './SuccessStep';
