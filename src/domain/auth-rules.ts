/**
 * Sign-in and password-reset rules (spec part 1 §5, §9). Pure: no React, no Express.
 * Validators return an i18n key (under app.validation.auth) or undefined when the value is valid.
 */

export const PASSWORD_MIN_LENGTH = 6;
export const OTP_LENGTH = 6;
export const OTP_COUNTDOWN_SECONDS = 600;

/** Something@something.tld, no spaces: what "must look like an email" means here. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const KEYS = 'app.validation.auth';

export const validateEmail = (value: string): string | undefined => {
  if (value === '') return `${KEYS}.emailRequired`;
  if (value.trim() === '') return `${KEYS}.emailEmpty`;
  if (!EMAIL_PATTERN.test(value.trim())) return `${KEYS}.emailInvalid`;
  return undefined;
};

export const validatePassword = (value: string): string | undefined => {
  if (value === '') return `${KEYS}.passwordRequired`;
  if (value.length < PASSWORD_MIN_LENGTH) return `${KEYS}.passwordMinLength`;
  return undefined;
};

export const validateConfirm = (confirm: string, password: string): string | undefined => {
  if (confirm === '') return `${KEYS}.confirmRequired`;
  if (confirm !== password) return `${KEYS}.passwordsMismatch`;
  return undefined;
};

/** The reset form's requirements checklist: each item's i18n key and whether it is met. */
export const passwordChecklist = (password: string, confirm: string) => [
  { key: 'app.auth.reset.ruleLength', met: password.length >= PASSWORD_MIN_LENGTH },
  { key: 'app.auth.reset.ruleMatch', met: password !== '' && password === confirm },
];

/** OTP: digits only, exactly six (one per box). */
export const isValidOtp = (otp: string): boolean => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp);

/** Keeps the digits of a typed or pasted value. */
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** 600 → '10:00', 59 → '00:59'. */
export const formatCountdown = (seconds: number): string => {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};
