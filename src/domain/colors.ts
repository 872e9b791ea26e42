/**
 * Colours of roles, statuses and stages, in one place for every screen (docs/architecture.md).
 * Values are MUI palette names, usable as `<Chip color={…} />`; pure TypeScript (no React).
 * Other screens add their own maps here (e.g. message types, bootcamp statuses).
 */
import type { ApplicantStatus, BootcampStatus, MessageType, PaymentStatus, Role, Stage } from './types';

export type BadgeColor = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';

/** User role: admins stand out. */
export const ROLE_COLORS: Record<Role, BadgeColor> = { admin: 'secondary', user: 'default' };

/** User verification (otpVerified): Verified green, Pending amber. */
export const VERIFICATION_COLORS: Record<'verified' | 'pending', BadgeColor> = {
  verified: 'success',
  pending: 'warning',
};

/** Subscription paymentStatus. */
export const PAYMENT_STATUS_COLORS: Record<PaymentStatus, BadgeColor> = {
  PENDING: 'warning',
  SUCCESS: 'success',
  FAILED: 'error',
  CANCELLED: 'default',
};

/**
 * Business stage: four distinct hues (docs/requirements.md §4) — grey, blue, green, purple. Hex, because the theme's
 * palette has no purple; each carries white text at a contrast above 4.5:1, in the light and the dark theme.
 */
export const STAGE_HUES: Record<Stage, string> = {
  Seed: '#616161',
  Startup: '#1565c0',
  Growth: '#2e7d32',
  Mature: '#7b1fa2',
};

/** Message type badges (requirements §2 Messages). */
export const MESSAGE_TYPE_COLORS: Record<MessageType, BadgeColor> = {
  business: 'primary',
  partnership: 'secondary',
  job: 'success',
  general: 'default',
};

/** Bootcamp status badges (requirements §3). */
export const BOOTCAMP_STATUS_COLORS: Record<BootcampStatus, BadgeColor> = {
  draft: 'default',
  published: 'info',
  ongoing: 'success',
  completed: 'secondary',
  cancelled: 'error',
};

/** Bootcamp applicant status. */
export const APPLICANT_STATUS_COLORS: Record<ApplicantStatus, BadgeColor> = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'error',
};

/** Bootcamp application state of the applications screen (rules-bootcamps applicationState). */
export const APPLICATION_STATE_COLORS: Record<'verifiedPaid' | 'verified' | 'paid' | 'pending', BadgeColor> = {
  verifiedPaid: 'success',
  verified: 'info',
  paid: 'primary',
  pending: 'warning',
};

/** Opportunity deadline badge (requirements §4): No Deadline blue, Expired red, Today and '{n} days left' yellow, Active green. */
export const DEADLINE_COLORS: Record<'none' | 'expired' | 'today' | 'soon' | 'active', BadgeColor> = {
  none: 'info',
  expired: 'error',
  today: 'warning',
  soon: 'warning',
  active: 'success',
};

/** Opportunity application payment status. */
export const OPPORTUNITY_PAYMENT_COLORS: Record<'PENDING' | 'PAID' | 'FAILED', BadgeColor> = { PENDING: 'warning', PAID: 'success', FAILED: 'error' };

/** Colour of a key in a map, 'default' for unknown values (data may hold values outside the lists). */
export function colorOf<K extends string>(map: Record<K, BadgeColor>, key: string | null | undefined): BadgeColor {
  return key != null && key in map ? map[key as K] : 'default';
}

/** Chart colours of the dashboard's donuts (hex, theme-neutral). */
export const CHART_PALETTE = ['#1976d2', '#2e7d32', '#ed6c02', '#9c27b0', '#00897b', '#d32f2f', '#6d4c41', '#546e7a'];

/** Bootcamp status donut on the dashboard: Upcoming, Ongoing, Completed. */
export const BOOTCAMP_PHASE_CHART_COLORS = { upcoming: '#0288d1', ongoing: '#2e7d32', completed: '#9c27b0' } as const;
