/**
 * Part-1 field rules shared by the admin's forms and the fixture API (spec part 1
 * §5, §9). The checker is field-rules.ts (re-exported here). Part-2 rules live in
 * rules-education.ts, rules-bootcamps.ts and rules-opportunities.ts.
 */
import { PASSWORD_MIN_LENGTH } from './auth-rules';
import type { FieldRule, Rules } from './field-rules';
import { isValidLogo, LOGO_MAX_CHARS } from './logo';
import { LOCATIONS, MESSAGE_TYPES, PAYMENT_STATUSES, SECTORS, STAGES } from './types';

export * from './field-rules';

const notFuture = (v: unknown) => (Date.parse(String(v)) > Date.now() ? 'Founded date cannot be in the future' : undefined);

export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{6,19}$/;
const phone = (label: string): FieldRule => ({ type: 'string', label, pattern: PHONE_PATTERN, messages: { pattern: `${label} must be a valid phone number` } });
const email: FieldRule = {
  type: 'email',
  label: 'Email',
  required: true,
  max: 255,
  messages: { required: 'Email is required', type: 'Please enter a valid email address' },
};
const password: FieldRule = {
  type: 'string',
  label: 'Password',
  required: true,
  min: PASSWORD_MIN_LENGTH,
  max: 128,
  messages: { required: 'Password is required', min: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long` },
};

export const loginRules: Rules = { email, password };
export const forgotPasswordRules: Rules = { email };
export const verifyOtpRules: Rules = {
  email,
  otp: { type: 'string', label: 'OTP', required: true, pattern: /^\d{6}$/, messages: { pattern: 'OTP must be exactly 6 digits' } },
};
export const resetPasswordRules: Rules = {
  ...verifyOtpRules,
  newPassword: { ...password, label: 'New password' },
};
export const refreshRules: Rules = {
  refreshToken: { type: 'string', label: 'Refresh token', required: true, messages: { required: 'No refresh token available' } },
};

export const userRules: Rules = {
  firstname: { type: 'string', label: 'First name', required: true, max: 100 },
  lastname: { type: 'string', label: 'Last name', required: true, max: 100 },
  email,
  password,
  role: { type: 'enum', label: 'Role', values: ['admin', 'user'] },
  phoneNumber: phone('Phone number'),
  address: { type: 'string', label: 'Address', max: 255 },
  otpVerified: { type: 'boolean', label: 'Verification' },
  profilePicture: { type: 'url', label: 'Profile picture' },
};
/** Updates: password optional (changed only when given). */
export const userUpdateRules: Rules = { ...userRules, password: { ...password, required: false } };

export const businessRules: Rules = {
  name: { type: 'string', label: 'Name', required: true, min: 2, max: 255 },
  sector: { type: 'enum', label: 'Sector', required: true, values: SECTORS },
  stage: { type: 'enum', label: 'Stage', required: true, values: STAGES },
  location: { type: 'string', label: 'Location', required: true, max: 100 },
  founded: { type: 'date', label: 'Founded', check: notFuture },
  website: { type: 'url', label: 'Website' },
  logo: {
    type: 'string',
    label: 'Logo',
    max: LOGO_MAX_CHARS,
    check: (v) => (isValidLogo(String(v)) ? undefined : 'Logo must be an http(s) address or an uploaded image'),
  },
  description: { type: 'string', label: 'Description', max: 2000 },
};
export { LOCATIONS };

export const messageRules: Rules = {
  fullName: { type: 'string', label: 'Full name', required: true, min: 2, max: 100 },
  email,
  phone: phone('Phone'),
  message: { type: 'string', label: 'Message', required: true, max: 5000 },
  messageType: { type: 'enum', label: 'Message type', required: true, values: MESSAGE_TYPES },
  partnershipType: { type: 'string', label: 'Partnership type', max: 100 },
  read: { type: 'boolean', label: 'Read' },
};

export const subscriptionRules: Rules = {
  userId: { type: 'integer', label: 'User', min: 1 },
  amount: { type: 'number', label: 'Amount', required: true, min: 0, max: 1_000_000_000 },
  paymentStatus: { type: 'enum', label: 'Payment status', values: PAYMENT_STATUSES },
  paymentMethod: { type: 'string', label: 'Payment method', max: 50 },
  transactionId: { type: 'string', label: 'Transaction ID', max: 100 },
  expiresAt: { type: 'date', label: 'Expiry date' },
};
export const approveRules: Rules = {
  paymentStatus: { type: 'enum', label: 'Payment status', required: true, values: ['SUCCESS'] },
};
export const markReadRules: Rules = {
  ids: {
    type: 'array',
    label: 'ids',
    required: true,
    min: 1,
    max: 1000,
    check: (v) => ((v as unknown[]).every((id) => Number.isInteger(id) && (id as number) > 0) ? undefined : 'ids must be positive whole numbers'),
  },
};
