/**
 * One-time passwords for the reset flow: 6 digits from crypto.randomInt, stored
 * as an HMAC (never in clear), valid 600 s, void after 5 wrong tries, single use.
 * "Sending" appends to the dev outbox (GET /api/dev/outbox) and prints to the console, outside production only.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { AppStore } from '../db';
import { ApiError } from '../errors';
import type { Row } from '../types';
import { OTP_COUNTDOWN_SECONDS } from '../../src/domain/auth-rules';

export const OTP_MAX_TRIES = 5;

export interface OtpRow extends Row {
  email: string;
  hash: string;
  expiresAt: string;
  attempts: number;
  usedAt: string | null;
  voidedAt: string | null;
}

export interface OutboxRow extends Row {
  to: string;
  subject: string;
  text: string;
  otp: string;
  sentAt: string;
}

const otps = (store: AppStore) => store.collection<OtpRow>('otps');
export const outbox = (store: AppStore) => store.collection<OutboxRow>('outbox');

const digest = (store: AppStore, otp: string) => createHmac('sha256', String(store.meta.jwtSecret)).update(otp).digest('hex');

/**
 * Makes a new code (voiding the older ones). Outside production it is "sent": kept in the dev outbox and printed
 * when `log`; in production it exists only as its HMAC (there is no mailer in the fixture).
 */
export function issueOtp(store: AppStore, email: string, opts: { log: boolean; production: boolean }): void {
  const now = new Date();
  for (const old of otps(store).where('email', email)) {
    if (!old.usedAt && !old.voidedAt) otps(store).update(old.id, { voidedAt: now.toISOString() });
  }
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  otps(store).insert({
    email,
    hash: digest(store, otp),
    expiresAt: new Date(now.getTime() + OTP_COUNTDOWN_SECONDS * 1000).toISOString(),
    attempts: 0,
    usedAt: null,
    voidedAt: null,
  });
  if (!opts.production) {
    const text = `Your password reset code is ${otp}. It expires in ${OTP_COUNTDOWN_SECONDS / 60} minutes.`;
    outbox(store).insert({ to: email, subject: 'Password reset code', text, otp, sentAt: now.toISOString() });
    if (opts.log) process.stdout.write(`[fixture-api] mail to ${email}: ${text}\n`);
  }
  store.save();
}

/** Checks an OTP; counts wrong tries (and tells `onWrong`). With `consume` the OTP is spent on success. */
export function checkOtp(store: AppStore, email: string, otp: string, consume: boolean, onWrong: () => void = () => {}): void {
  const rows = otps(store).where('email', email);
  const row = rows[rows.length - 1];
  const now = Date.now();
  if (!row || row.usedAt || row.voidedAt || Date.parse(row.expiresAt) < now) {
    throw new ApiError(400, 'Invalid or expired OTP. Please request a new code.');
  }
  const given = Buffer.from(digest(store, otp), 'hex');
  const good = timingSafeEqual(given, Buffer.from(row.hash, 'hex'));
  if (!good) {
    onWrong();
    const attempts = row.attempts + 1;
    const voided = attempts >= OTP_MAX_TRIES;
    otps(store).update(row.id, { attempts, voidedAt: voided ? new Date(now).toISOString() : null });
    store.save();
    throw new ApiError(
      400,
      voided ? 'Too many wrong attempts. Please request a new code.' : `Invalid OTP. ${OTP_MAX_TRIES - attempts} attempt(s) left.`,
    );
  }
  if (consume) {
    otps(store).update(row.id, { usedAt: new Date(now).toISOString() });
    store.save();
  }
}
