/**
 * Throttles for guessing, in memory (a restart forgets them): fixed windows counted per key, at most
 * `MAX_KEYS` keys per throttle (the oldest go first), so a flood of made-up keys cannot grow the process.
 *
 * What is counted, and why so (no lockout an attacker can trigger on someone else):
 * - failed sign-ins per account *and address* (the tight limit: an attacker's burst from one address blocks that
 *   address for that account, never the account's owner elsewhere), per address (one address guessing many
 *   accounts), and per account over all addresses (a loose cap on distributed guessing, far above what one
 *   address may try). An attempt is counted as it arrives, before its password is checked (which awaits), so a
 *   burst sent in parallel cannot all get past the limit; a successful one clears its account-and-address count
 *   and gives the other two theirs back.
 * - forgot-password requests per email (known or not: the answer never tells) and per address. The requirements'
 *   resend after the 600 s countdown stays within the default (6 an hour is one every 10 minutes).
 * - wrong OTPs per email across codes: a new code no longer brings 5 new tries.
 * A refused call answers 429 {message} with Retry-After (seconds). Limits: createApp({ limits }) or API_LIMITS.
 */
import { ApiError } from '../errors';

export interface Rate {
  max: number;
  windowSeconds: number;
}

export interface Limits {
  loginPerAccountAddress: Rate;
  loginPerAddress: Rate;
  loginPerAccount: Rate;
  forgotPerEmail: Rate;
  forgotPerAddress: Rate;
  otpPerEmail: Rate;
}

export const DEFAULT_LIMITS: Limits = {
  loginPerAccountAddress: { max: 5, windowSeconds: 15 * 60 },
  loginPerAddress: { max: 30, windowSeconds: 15 * 60 },
  loginPerAccount: { max: 100, windowSeconds: 60 * 60 },
  forgotPerEmail: { max: 6, windowSeconds: 60 * 60 },
  forgotPerAddress: { max: 30, windowSeconds: 60 * 60 },
  otpPerEmail: { max: 10, windowSeconds: 60 * 60 },
};

const MAX_KEYS = 50_000;

/** 429 with the seconds to wait (the error middleware sends them as Retry-After). */
export class RateLimited extends ApiError {
  constructor(
    message: string,
    readonly retryAfter: number,
  ) {
    super(429, message);
  }
}

export class Throttle {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly rate: Rate) {}

  /** Seconds until `key` may try again (0: it may now). */
  wait(key: string, now = Date.now()): number {
    const w = this.windows.get(key);
    if (!w || w.resetAt <= now || w.count < this.rate.max) return 0;
    return Math.max(1, Math.ceil((w.resetAt - now) / 1000));
  }

  /** How many times `key` was counted in its current window. */
  count(key: string, now = Date.now()): number {
    const w = this.windows.get(key);
    return w && w.resetAt > now ? w.count : 0;
  }

  /** Counts one for `key`; returns the window it was counted in (for undo). */
  hit(key: string, now = Date.now()): number {
    const w = this.windows.get(key);
    if (w && w.resetAt > now) {
      w.count++;
      return w.resetAt;
    }
    this.windows.delete(key);
    const resetAt = now + this.rate.windowSeconds * 1000;
    this.windows.set(key, { count: 1, resetAt });
    if (this.windows.size > MAX_KEYS) this.prune(now);
    return resetAt;
  }

  /**
   * Gives back one count of `key` (an attempt counted before it was known to fail, that did not), in the window
   * `hit` counted it in: a window that has since ended took the count with it.
   */
  undo(key: string, window: number): void {
    const w = this.windows.get(key);
    if (w && w.resetAt === window && w.count > 0) w.count--;
  }

  clear(key: string): void {
    this.windows.delete(key);
  }

  private prune(now: number): void {
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size <= MAX_KEYS * 0.9) break;
      this.windows.delete(key);
    }
  }
}

/** The throttles of one app. */
export class Guards {
  readonly loginAccountAddress: Throttle;
  readonly loginAddress: Throttle;
  readonly loginAccount: Throttle;
  readonly forgotEmail: Throttle;
  readonly forgotAddress: Throttle;
  readonly otpEmail: Throttle;

  constructor(limits: Limits) {
    this.loginAccountAddress = new Throttle(limits.loginPerAccountAddress);
    this.loginAddress = new Throttle(limits.loginPerAddress);
    this.loginAccount = new Throttle(limits.loginPerAccount);
    this.forgotEmail = new Throttle(limits.forgotPerEmail);
    this.forgotAddress = new Throttle(limits.forgotPerAddress);
    this.otpEmail = new Throttle(limits.otpPerEmail);
  }
}

const inMinutes = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'in a minute' : `in ${minutes} minutes`;
};

/** Throws 429 when any of the [throttle, key] pairs is over its limit (the longest wait wins). */
export function refuseWhenThrottled(pairs: ReadonlyArray<readonly [Throttle, string]>, what: string): void {
  const wait = Math.max(0, ...pairs.map(([t, key]) => t.wait(key)));
  if (wait > 0) throw new RateLimited(`${what} Please try again ${inMinutes(wait)}.`, wait);
}

export const TOO_MANY_LOGINS = 'Too many failed sign-in attempts.';
export const TOO_MANY_CODES = 'Too many code requests for this email.';
export const TOO_MANY_OTPS = 'Too many wrong codes for this email.';

/**
 * API_LIMITS='loginPerAccountAddress=5/900,forgotPerEmail=6/3600' (max/window seconds), or API_LIMITS=off (no
 * throttling, for load tests). Unknown names and malformed entries are ignored.
 */
export function limitsFromEnv(raw: string | undefined): Partial<Limits> {
  if (!raw) return {};
  if (raw.trim() === 'off') {
    const off: Rate = { max: Number.MAX_SAFE_INTEGER, windowSeconds: 1 };
    return Object.fromEntries(Object.keys(DEFAULT_LIMITS).map((k) => [k, off])) as Partial<Limits>;
  }
  const out: Partial<Limits> = {};
  for (const part of raw.split(',')) {
    const match = part.length <= 100 ? /^\s*(\w+)\s*=\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(part) : null;
    if (match && Object.hasOwn(DEFAULT_LIMITS, match[1])) {
      out[match[1] as keyof Limits] = { max: Number(match[2]), windowSeconds: Math.max(1, Number(match[3])) };
    }
  }
  return out;
}
