/**
 * Sign-in and password-reset rules (docs/requirements.md §5, §9): the email, password and OTP rules the fixture API checks
 * (rules.ts builds its tables from them) and the sign-in form's validators on the same rules. Pure: no React, no
 * Express. Validators return an i18n key (under app.validation.auth) or undefined when the value is valid.
 */
import { EMAIL_PATTERN, pattern } from './patterns';
import { HIDDEN_CHARACTERS_KEY } from './form-validator';
import { checkField, type FieldRule } from './validation';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const OTP_LENGTH = 6;
export const OTP_COUNTDOWN_SECONDS = 600;

/** OTP: digits only, exactly six (one per box). */
export const OTP_PATTERN = pattern(new RegExp(`^\\d{${OTP_LENGTH}}$`), OTP_LENGTH);

export const EMAIL_RULE: FieldRule = {
  type: 'string',
  label: 'Email',
  required: true,
  max: EMAIL_PATTERN.maxLength,
  pattern: EMAIL_PATTERN,
  normalize: true,
  messages: { required: 'Email is required', type: 'Please enter a valid email address', pattern: 'Please enter a valid email address' },
};

/** A password is its exact value: never trimmed (a leading or trailing space is part of it); blanks are missing. */
export const PASSWORD_RULE: FieldRule = {
  type: 'string',
  label: 'Password',
  required: true,
  trim: false,
  min: PASSWORD_MIN_LENGTH,
  max: PASSWORD_MAX_LENGTH,
  messages: { required: 'Password is required', min: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long` },
};

export const OTP_RULE: FieldRule = { type: 'string', label: 'OTP', required: true, pattern: OTP_PATTERN, messages: { pattern: 'OTP must be exactly 6 digits' } };

const KEYS = 'app.validation.auth';

/** '' is 'Email is required'; blanks 'Email cannot be empty'; anything else EMAIL_RULE refuses is not an email. */
export const validateEmail = (value: string): string | undefined => {
  if (value === '') return `${KEYS}.emailRequired`;
  const violation = checkField('email', EMAIL_RULE, value);
  if (!violation) return undefined;
  if (violation.check === 'characters') return HIDDEN_CHARACTERS_KEY;
  return violation.check === 'required' ? `${KEYS}.emailEmpty` : `${KEYS}.emailInvalid`;
};

/**
 * Missing or shorter than PASSWORD_MIN_LENGTH (judged as typed, spaces included, as the API does). The API's cap of
 * PASSWORD_MAX_LENGTH has no sign-in text of its own: over it, the server's message is shown.
 */
export const validatePassword = (value: string): string | undefined => {
  const check = checkField('password', PASSWORD_RULE, value)?.check;
  if (check === 'required') return `${KEYS}.passwordRequired`;
  if (check === 'min') return `${KEYS}.passwordMinLength`;
  return undefined;
};

export const validateConfirm = (confirm: string, password: string): string | undefined => {
  if (confirm === '') return `${KEYS}.confirmRequired`;
  if (confirm !== password) return `${KEYS}.passwordsMismatch`;
  return undefined;
};

/**
 * The reset form's requirements checklist: each item's i18n key and whether it is met. Its length item is the
 * password rule itself (judged as typed), so a tick never meets 'Password must be at least 6 characters long'.
 */
export const passwordChecklist = (password: string, confirm: string) => [
  { key: 'app.auth.reset.ruleLength', met: validatePassword(password) === undefined },
  { key: 'app.auth.reset.ruleMatch', met: password !== '' && password === confirm },
];

export const isValidOtp = (otp: string): boolean => OTP_PATTERN.test(otp);

/** Keeps the digits of a typed or pasted value. */
export const digitsOnly = (value: string): string => value.replace(/\D/g, '');

/** 600 → '10:00', 59 → '00:59'. */
export const formatCountdown = (seconds: number): string => {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};
