/**
 * One-time passwords for the reset flow: 6 digits from crypto.randomInt, stored
 * as an HMAC (never in clear), valid 600 s, void after 5 wrong tries, single use.
 * "Sending" prints to the console and, with API_DEV_OUTBOX=1, appends to the dev outbox (GET /api/dev/outbox),
 * outside production only.
 *
 * Nothing tells whether an email has an account: a code is made for every email asked for (one that is sent for an
 * account, one that is never sent otherwise), and every wrong, expired or missing code gets the same answer, with
 * the tries left counted per email (on its code, or in memory for an email that asked for none).
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { AppStore } from '../db';
import { ApiError } from '../errors';
import { Throttle } from '../http/throttle';
import type { Row } from '../types';
import { OTP_COUNTDOWN_SECONDS } from '../../src/domain/auth-rules';

export const OTP_MAX_TRIES = 5;

/** The one answer to a wrong, expired, spent or missing code, whatever the account. */
export const wrongCodeMessage = (left: number): string =>
  left > 0 ? `Invalid or expired code. ${left} attempt(s) left.` : 'Invalid or expired code. No attempts left: please request a new code.';

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
 * Makes a new code for `email` (voiding the older ones), whether or not it has an account, so both cost the same
 * work and leave the same state. With `send` (an account) and outside production it is "sent": kept in the dev
 * outbox and printed when `log`; otherwise it exists only as its HMAC (there is no mailer in the fixture).
 */
export function issueOtp(store: AppStore, email: string, opts: { log: boolean; production: boolean; devOutbox: boolean; send: boolean }): void {
  const now = new Date();
  for (const old of otps(store).where('email', email)) {
    if (!old.usedAt && !old.voidedAt) otps(store).update(old.id, { voidedAt: now.toISOString() });
  }
  codeless(store).clear(email);
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  otps(store).insert({
    email,
    hash: digest(store, otp),
    expiresAt: new Date(now.getTime() + OTP_COUNTDOWN_SECONDS * 1000).toISOString(),
    attempts: 0,
    usedAt: null,
    voidedAt: null,
  });
  if (opts.send && !opts.production) {
    const text = `Your password reset code is ${otp}. It expires in ${OTP_COUNTDOWN_SECONDS / 60} minutes.`;
    if (opts.devOutbox) outbox(store).insert({ to: email, subject: 'Password reset code', text, otp, sentAt: now.toISOString() });
    if (opts.log) process.stdout.write(`[fixture-api] mail to ${email}: ${text}\n`);
  }
  store.save();
}

/** Wrong tries of emails that have no code (never asked for one): in memory, per email, for a code's lifetime. */
const codelessTries = new WeakMap<AppStore, Throttle>();
const codeless = (store: AppStore): Throttle => {
  let t = codelessTries.get(store);
  if (!t) codelessTries.set(store, (t = new Throttle({ max: OTP_MAX_TRIES, windowSeconds: OTP_COUNTDOWN_SECONDS })));
  return t;
};

/**
 * Checks an OTP; counts wrong tries (and tells `onWrong`). With `consume` the OTP is spent on success. Every
 * failure is 400 wrongCodeMessage(tries left), the same for a live code, a dead one or none.
 */
export function checkOtp(store: AppStore, email: string, otp: string, consume: boolean, onWrong: () => void = () => {}): void {
  const rows = otps(store).where('email', email);
  const row = rows[rows.length - 1];
  const now = Date.now();
  const live = row && !row.usedAt && !row.voidedAt && Date.parse(row.expiresAt) >= now;
  // the digest is computed whatever the row, so a missing code costs the same as a wrong one
  const given = Buffer.from(digest(store, otp), 'hex');
  const good = live && timingSafeEqual(given, Buffer.from(row.hash, 'hex'));
  if (!good) {
    onWrong();
    let attempts: number;
    if (row) {
      attempts = Math.min(OTP_MAX_TRIES, row.attempts + 1);
      const voided = live && attempts >= OTP_MAX_TRIES;
      otps(store).update(row.id, { attempts, ...(voided ? { voidedAt: new Date(now).toISOString() } : {}) });
      store.save();
    } else {
      codeless(store).hit(email, now);
      attempts = Math.min(OTP_MAX_TRIES, codeless(store).count(email, now));
    }
    throw new ApiError(400, wrongCodeMessage(OTP_MAX_TRIES - attempts));
  }
  if (consume) {
    otps(store).update(row.id, { usedAt: new Date(now).toISOString() });
    store.save();
  }
}
