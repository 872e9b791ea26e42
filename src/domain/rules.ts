/**
 * Part-1 field rules shared by the admin's forms and the fixture API (docs/requirements.md §5, §9), for the engine of
 * validation.ts. The sign-in rules (email, password, OTP) are auth-rules.ts's; part-2 rules live in
 * rules-education.ts, rules-bootcamps.ts and rules-opportunities.ts.
 */
import { EMAIL_RULE, OTP_RULE, PASSWORD_RULE } from './auth-rules';
import { isValidLogo, LOGO_MAX_CHARS } from './logo';
import { IMAGE_URL_PATTERN, PHONE_PATTERN, URL_PATTERN } from './patterns';
import { SUBSCRIPTION_INITIAL_STATUS } from './transitions';
import { LOCATIONS, MESSAGE_TYPES, SECTORS, STAGES } from './types';
import type { FieldRule, Rules } from './validation';

/** UTC+14: the first time zone to reach a calendar day. */
const EARLIEST_ZONE_MS = 14 * 3_600_000;
/**
 * A date-time after now, or a calendar day ('2026-05-01') that no time zone has reached yet: today is never in the
 * future, wherever the admin types it.
 */
const isFuture = (v: string) => (v.length === 10 ? v > new Date(Date.now() + EARLIEST_ZONE_MS).toISOString().slice(0, 10) : Date.parse(v) > Date.now());
const notFuture = (v: unknown) => (isFuture(String(v)) ? 'Founded date cannot be in the future' : undefined);

/** 'Phone number must be a valid phone number'. */
const phone = (label: string): FieldRule => ({ type: 'string', label, pattern: PHONE_PATTERN });
/** 'Website must be a valid http(s) URL', also for a value that is not text. */
const url = (label: string): FieldRule => ({ type: 'string', label, pattern: URL_PATTERN, messages: { type: `${label} must be ${URL_PATTERN.mustBe}` } });
const email = EMAIL_RULE;
const password = PASSWORD_RULE;

export const loginRules: Rules = { email, password };
export const forgotPasswordRules: Rules = { email };
export const verifyOtpRules: Rules = { email, otp: OTP_RULE };
export const resetPasswordRules: Rules = {
  ...verifyOtpRules,
  newPassword: { ...password, label: 'New password' },
};
export const refreshRules: Rules = {
  refreshToken: { type: 'string', label: 'Refresh token', required: true, max: 4096, messages: { required: 'No refresh token available' } },
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
  profilePicture: { type: 'string', label: 'Profile picture', pattern: IMAGE_URL_PATTERN },
};
/**
 * Updates: password optional (changed only when given), and then `currentPassword`, the signed-in admin's own, is
 * needed too (checked by the route).
 */
export const userUpdateRules: Rules = {
  ...userRules,
  password: { ...password, required: false },
  currentPassword: { type: 'string', label: 'Current password', trim: false, max: password.max },
};

export const businessRules: Rules = {
  name: { type: 'string', label: 'Name', required: true, min: 2, max: 255 },
  sector: { type: 'enum', label: 'Sector', required: true, values: SECTORS },
  stage: { type: 'enum', label: 'Stage', required: true, values: STAGES },
  location: { type: 'string', label: 'Location', required: true, max: 100 },
  founded: { type: 'date', label: 'Founded', check: notFuture },
  website: url('Website'),
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
  // created PENDING only: SUCCESS comes from Approve (transitions.ts)
  paymentStatus: {
    type: 'enum', label: 'Payment status', values: [SUBSCRIPTION_INITIAL_STATUS],
    messages: { values: `Payment status must be ${SUBSCRIPTION_INITIAL_STATUS}: a subscription is created pending and approved with Approve` },
  },
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
