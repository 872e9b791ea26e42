/**
 * Throttled guessing. Failed sign-ins per account and address, per address and per account;
 * forgot-password per email; wrong OTPs across codes per email. 429 {message} with Retry-After. An attacker's burst
 * from one address leaves the account's owner working from another; the requirements' resend after 600 s stays possible.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startApi, type ApiHandle, type Loose } from './harness';
import { DEFAULT_LIMITS, limitsFromEnv, Throttle } from '../../mock-api/http/throttle';

let api: ApiHandle;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** A JSON POST sent from another loopback address (127.0.0.0/8 all reach this machine on Linux). */
function postFrom(localAddress: string, path: string, body: unknown): Promise<{ status: number; body: Loose; headers: Record<string, unknown> }> {
  const url = new URL(`${api.url}${path}`);
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', localAddress, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Loose, headers: res.headers }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

const ADMIN = 'admin@example.com';

describe('failed sign-ins', () => {
  it("an attacker's burst is refused with 429 and Retry-After, while the admin signs in from another address", async () => {
    const limit = DEFAULT_LIMITS.loginPerAccountAddress.max;
    const statuses: number[] = [];
    for (let i = 0; i < limit + 3; i++) statuses.push((await postFrom('127.0.0.2', '/auth/login', { email: ADMIN, password: `guess${i}00` })).status);
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(401));
    expect(statuses.slice(limit)).toEqual([429, 429, 429]);
    const refused = await postFrom('127.0.0.2', '/auth/login', { email: ADMIN, password: 'admin123' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many failed sign-in attempts\. Please try again in \d+ minutes\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(900);
    // the owner, elsewhere
    expect((await postFrom('127.0.0.3', '/auth/login', { email: ADMIN, password: 'admin123' })).status).toBe(200);
    // and the attacker's address may still sign in to other accounts it knows
    expect((await postFrom('127.0.0.2', '/auth/login', { email: 'user@example.com', password: 'user123' })).status).toBe(200);
  });

  it('a burst sent all at once gets no more guesses than the limit', async () => {
    const limit = DEFAULT_LIMITS.loginPerAccountAddress.max;
    const answers = await Promise.all(
      Array.from({ length: limit + 10 }, (_, i) => postFrom('127.0.0.9', '/auth/login', { email: 'user@example.com', password: `burst${i}00` })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it('successful sign-ins do not count against the address', async () => {
    const limit = DEFAULT_LIMITS.loginPerAddress.max;
    for (let i = 0; i < limit + 2; i++) expect((await postFrom('127.0.0.10', '/auth/login', { email: 'user@example.com', password: 'user123' })).status).toBe(200);
  });

  it('one address guessing many accounts is stopped too', async () => {
    const limit = DEFAULT_LIMITS.loginPerAddress.max;
    let first429 = -1;
    for (let i = 0; i < limit + 2 && first429 < 0; i++) {
      const res = await postFrom('127.0.0.4', '/auth/login', { email: `nobody${i}@example.com`, password: 'whatever1' });
      if (res.status === 429) first429 = i;
    }
    expect(first429).toBe(limit);
  });

  it('a successful sign-in clears the count of its address', async () => {
    const small = await startApi({ limits: { loginPerAccountAddress: { max: 2, windowSeconds: 60 } } });
    try {
      for (let round = 0; round < 3; round++) {
        expect((await small.login(ADMIN, 'wrong-one')).status).toBe(401);
        expect((await small.login(ADMIN, 'admin123')).status).toBe(200);
      }
      await small.login(ADMIN, 'wrong-one');
      await small.login(ADMIN, 'wrong-two');
      expect((await small.login(ADMIN, 'admin123')).status).toBe(429);
    } finally {
      await small.close();
    }
  });
});

describe('password-reset codes', () => {
  it('forgot-password is limited per email (known or not), with the same answer either way', async () => {
    const limit = DEFAULT_LIMITS.forgotPerEmail.max;
    for (const email of ['user@example.com', 'no-such-user@example.com']) {
      const statuses: number[] = [];
      for (let i = 0; i < limit + 1; i++) statuses.push((await api.call('POST', '/auth/forgot-password', { body: { email } })).status);
      expect(statuses).toEqual([...Array(limit).fill(200), 429]);
      const refused = await api.call('POST', '/auth/forgot-password', { body: { email } });
      expect(refused.body.message).toMatch(/^Too many code requests for this email\. Please try again in \d+ minutes\.$/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it("the requirements' resend after the 600 s countdown keeps working: a code every 10 minutes for 2 hours", async () => {
    const { max, windowSeconds } = DEFAULT_LIMITS.forgotPerEmail;
    expect(Math.floor(windowSeconds / 600)).toBeLessThanOrEqual(max);
    const own = await startApi();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const email = 'user@example.com';
      const start = Date.now();
      for (let i = 0; i < 13; i++) {
        vi.setSystemTime(start + i * 600_000);
        const res = await own.call('POST', '/auth/forgot-password', { body: { email } });
        expect(res.status, `request ${i + 1} at ${i * 10} min`).toBe(200);
      }
      const otp = (await own.call('GET', '/dev/outbox')).body.data[0].otp as string;
      expect((await own.call('POST', '/auth/verify-otp', { body: { email, otp } })).status).toBe(200);
    } finally {
      vi.useRealTimers();
      await own.close();
    }
  });

  it('new codes bring no new tries: wrong OTPs are counted per email across codes', async () => {
    // 1,000 guesses took 1.2 s before; now the 11th wrong code (over 3 codes) is refused, even the right one.
    const own = await startApi({ limits: { forgotPerEmail: { max: 100, windowSeconds: 3600 } } });
    try {
      const email = 'user@example.com';
      const limit = DEFAULT_LIMITS.otpPerEmail.max;
      const statuses: number[] = [];
      let otp = '';
      for (let code = 0; statuses.length < limit + 2; code++) {
        await own.call('POST', '/auth/forgot-password', { body: { email } });
        otp = (await own.call('GET', '/dev/outbox')).body.data[0].otp as string;
        for (let i = 0; i < 4 && statuses.length < limit + 2; i++) {
          const guess = String((Number(otp) + 1 + i) % 1_000_000).padStart(6, '0');
          statuses.push((await own.call('POST', '/auth/verify-otp', { body: { email, otp: guess } })).status);
        }
      }
      expect(statuses).toEqual([...Array(limit).fill(400), 429, 429]);
      const right = await own.call('POST', '/auth/verify-otp', { body: { email, otp } });
      expect(right.status).toBe(429);
      expect(right.body.message).toMatch(/^Too many wrong codes for this email\./);
      expect(right.headers.get('retry-after')).toMatch(/^\d+$/);
      const reset = await own.call('POST', '/auth/reset-password', { body: { email, otp, newPassword: 'hacked12' } });
      expect(reset.status).toBe(429);
      // the account itself still signs in
      expect((await own.login(email, 'user123')).status).toBe(200);
    } finally {
      await own.close();
    }
  });
});

describe('the throttle itself', () => {
  it('forgets expired windows and keeps at most 50,000 keys, so made-up keys cannot grow the process', () => {
    const t = new Throttle({ max: 2, windowSeconds: 60 });
    const now = Date.now();
    t.hit('a', now);
    t.hit('a', now);
    expect(t.wait('a', now)).toBe(60);
    expect(t.wait('a', now + 59_500)).toBe(1);
    expect(t.wait('a', now + 60_000)).toBe(0);
    for (let i = 0; i < 60_000; i++) t.hit(`k${i}`, now);
    const size = (t as unknown as { windows: Map<string, unknown> }).windows.size;
    expect(size).toBeLessThanOrEqual(50_000);
    expect(t.wait('k59999', now)).toBe(0);
  });

  it('gives a count back only in the window it was counted in', () => {
    const t = new Throttle({ max: 1, windowSeconds: 10 });
    const first = t.hit('a', 0);
    const second = t.hit('a', 20_000); // the first window ended meanwhile: a new one, counting this attempt
    t.undo('a', first);
    expect(t.wait('a', 20_001)).toBeGreaterThan(0);
    t.undo('a', second);
    expect(t.wait('a', 20_001)).toBe(0);
  });
});

describe('configuring the limits', () => {
  it('API_LIMITS reads max/seconds per name, and off', () => {
    expect(limitsFromEnv('loginPerAccountAddress=3/60, forgotPerEmail=10/3600,nonsense=1/1,otpPerEmail=x')).toEqual({
      loginPerAccountAddress: { max: 3, windowSeconds: 60 },
      forgotPerEmail: { max: 10, windowSeconds: 3600 },
    });
    expect(limitsFromEnv('off').loginPerAddress?.max).toBe(Number.MAX_SAFE_INTEGER);
    expect(limitsFromEnv(undefined)).toEqual({});
  });
});
