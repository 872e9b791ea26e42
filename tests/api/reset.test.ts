import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startApi, type ApiHandle } from './harness';

let api: ApiHandle;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const latestOtp = async (to: string): Promise<string> => {
  const res = await api.call('GET', '/dev/outbox');
  const mail = res.body.data.find((m: { to: string }) => m.to === to);
  return mail.otp as string;
};

describe('password reset through the dev outbox', () => {
  it('forgot → outbox → verify → reset → sign in with the new password; the OTP is single use', async () => {
    const forgot = await api.call('POST', '/auth/forgot-password', { body: { email: 'user@example.com' } });
    expect(forgot.status).toBe(200);
    expect(forgot.body.message).toContain('6-digit code');

    const outbox = await api.call('GET', '/dev/outbox');
    const mail = outbox.body.data[0];
    expect(mail).toMatchObject({ to: 'user@example.com', subject: 'Password reset code' });
    expect(mail.otp).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(mail.otp);
    expect(Date.parse(mail.sentAt)).toBeGreaterThan(Date.now() - 60_000);

    const verify = await api.call('POST', '/auth/verify-otp', { body: { email: 'user@example.com', otp: mail.otp } });
    expect(verify).toMatchObject({ status: 200, body: { verified: true } });

    const reset = await api.call('POST', '/auth/reset-password', { body: { email: 'user@example.com', otp: mail.otp, newPassword: 'newpass1' } });
    expect(reset).toMatchObject({ status: 200, body: { message: 'Password reset successful' } });

    expect((await api.login('user@example.com', 'user123')).status).toBe(401);
    expect((await api.login('user@example.com', 'newpass1')).status).toBe(200);

    const again = await api.call('POST', '/auth/reset-password', { body: { email: 'user@example.com', otp: mail.otp, newPassword: 'another1' } });
    expect(again).toMatchObject({ status: 400, body: { message: 'Invalid or expired code. 4 attempt(s) left.' } });
  });

  it('voids the OTP after 5 wrong tries, even for the right code afterwards', async () => {
    await api.call('POST', '/auth/forgot-password', { body: { email: 'admin@example.com' } });
    const otp = await latestOtp('admin@example.com');
    const wrong = otp === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await api.call('POST', '/auth/verify-otp', { body: { email: 'admin@example.com', otp: wrong } });
      expect(res.status).toBe(400);
      messages.push(res.body.message);
    }
    expect(messages[0]).toBe('Invalid or expired code. 4 attempt(s) left.');
    expect(messages[3]).toBe('Invalid or expired code. 1 attempt(s) left.');
    expect(messages[4]).toBe('Invalid or expired code. No attempts left: please request a new code.');
    const right = await api.call('POST', '/auth/verify-otp', { body: { email: 'admin@example.com', otp } });
    expect(right).toMatchObject({ status: 400, body: { message: 'Invalid or expired code. No attempts left: please request a new code.' } });
  });

  it('a new request replaces the previous OTP; the outbox lists newest first', async () => {
    await api.call('POST', '/auth/forgot-password', { body: { email: 'admin@example.com' } });
    const first = await latestOtp('admin@example.com');
    await api.call('POST', '/auth/forgot-password', { body: { email: 'admin@example.com' } });
    const second = await latestOtp('admin@example.com');
    const outbox = (await api.call('GET', '/dev/outbox')).body.data as { sentAt: string }[];
    expect([...outbox].sort((a, b) => b.sentAt.localeCompare(a.sentAt)).map((m) => m.sentAt)).toEqual(outbox.map((m) => m.sentAt));
    if (first !== second) {
      const old = await api.call('POST', '/auth/verify-otp', { body: { email: 'admin@example.com', otp: first } });
      expect(old.status).toBe(400);
    }
    expect((await api.call('POST', '/auth/verify-otp', { body: { email: 'admin@example.com', otp: second } })).body.verified).toBe(true);
  });

  it('answers an unknown email the same way without sending anything', async () => {
    const before = (await api.call('GET', '/dev/outbox')).body.data.length;
    const res = await api.call('POST', '/auth/forgot-password', { body: { email: 'ghost@example.com' } });
    expect(res.status).toBe(200);
    expect((await api.call('GET', '/dev/outbox')).body.data.length).toBe(before);
  });

  it('answers a wrong or missing code the same for an account and for an unknown email', async () => {
    const answers = async (email: string) => {
      const out: string[] = [];
      // no code asked for yet, then a code (sent or not), then the reset call: five wrong tries in each case
      for (let i = 0; i < 2; i++) {
        const res = await api.call('POST', '/auth/verify-otp', { body: { email, otp: '000000' } });
        out.push(`${res.status} ${res.body.message}`);
      }
      const forgot = await api.call('POST', '/auth/forgot-password', { body: { email } });
      out.push(`${forgot.status} ${forgot.body.message}`);
      for (let i = 0; i < 5; i++) {
        const call = i % 2 ? '/auth/verify-otp' : '/auth/reset-password';
        const res = await api.call('POST', call, { body: { email, otp: '000000', newPassword: 'newpass1' } });
        out.push(`${res.status} ${res.body.message}`);
      }
      return out;
    };
    const seeded = (await api.call('GET', '/users?role=user&limit=3&sortBy=id&sortOrder=desc', { as: 'admin' })).body.data as { email: string }[];
    const known = await answers(seeded[0].email);
    const unknown = await answers('nobody-here@example.com');
    expect(unknown).toEqual(known);
    expect(known.slice(0, 2)).toEqual(['400 Invalid or expired code. 4 attempt(s) left.', '400 Invalid or expired code. 3 attempt(s) left.']);
    expect(known.slice(3)).toEqual([
      '400 Invalid or expired code. 4 attempt(s) left.',
      '400 Invalid or expired code. 3 attempt(s) left.',
      '400 Invalid or expired code. 2 attempt(s) left.',
      '400 Invalid or expired code. 1 attempt(s) left.',
      '400 Invalid or expired code. No attempts left: please request a new code.',
    ]);
  });

  it('forgot-password costs the same for an account and for an unknown email', async () => {
    const many = { max: 1000, windowSeconds: 60 };
    // without the dev outbox, as in production: its extra row for an account is a development aid, not the answer
    const own = await startApi({ limits: { forgotPerEmail: many, forgotPerAddress: many }, devOutbox: false });
    try {
      // the fastest of many interleaved calls: what each costs, without the pauses of a busy machine
      const fastest = (xs: number[]) => Math.min(...xs);
      const time = async (email: string) => {
        const started = performance.now();
        expect((await own.call('POST', '/auth/forgot-password', { body: { email } })).status).toBe(200);
        return performance.now() - started;
      };
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 40; i++) {
        known.push(await time('user@example.com'));
        unknown.push(await time('nobody-at-all@example.com'));
      }
      // the same work: a fresh code stored for either email
      const journal = `${own.dbFile}.journal`;
      const file = readFileSync(own.dbFile, 'utf8') + (existsSync(journal) ? readFileSync(journal, 'utf8') : '');
      const codes = (email: string) => [...file.matchAll(new RegExp(`"email":"${email}","hash":"[0-9a-f]{64}"`, 'g'))].length;
      expect(codes('user@example.com')).toBeGreaterThan(0);
      expect(codes('nobody-at-all@example.com')).toBe(codes('user@example.com'));
      const ratio = fastest(unknown) / fastest(known);
      expect(ratio).toBeGreaterThan(0.6);
      expect(ratio).toBeLessThan(1.6);
    } finally {
      await own.close();
    }
  });

  it('validates email, OTP shape and the new password', async () => {
    const noEmail = await api.call('POST', '/auth/forgot-password', { body: {} });
    expect(noEmail).toMatchObject({ status: 400, body: { message: 'Validation failed: Email is required' } });
    const shortOtp = await api.call('POST', '/auth/verify-otp', { body: { email: 'admin@example.com', otp: '12ab' } });
    expect(shortOtp.body.message).toContain('OTP must be exactly 6 digits');
    const weak = await api.call('POST', '/auth/reset-password', { body: { email: 'admin@example.com', otp: '123456', newPassword: '123' } });
    expect(weak.body.message).toContain('Password must be at least 6 characters long');
  });

  it('in production there is no outbox, and no code is printed or kept in clear', async () => {
    const prod = await startApi({ production: true });
    const printed: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string | Uint8Array, ...rest: never[]) => (printed.push(String(chunk)), write(chunk, ...rest))) as typeof process.stdout.write;
    try {
      const forgot = await prod.call('POST', '/auth/forgot-password', { body: { email: 'user@example.com' } });
      expect(forgot.status).toBe(200);
      expect((await prod.call('GET', '/dev/outbox')).status).toBe(404);
      expect(printed.join('')).not.toMatch(/\b\d{6}\b/);
    } finally {
      process.stdout.write = write;
      await prod.close({ keep: true });
    }
    const file = readFileSync(prod.dbFile, 'utf8') + (existsSync(`${prod.dbFile}.journal`) ? readFileSync(`${prod.dbFile}.journal`, 'utf8') : '');
    const otps = [...file.matchAll(/"email":"user@example.com","hash":"([0-9a-f]+)"/g)];
    expect(otps.length).toBeGreaterThan(0);
    expect(otps[0][1]).toHaveLength(64);
    expect(file).not.toMatch(/"otp":"\d{6}"/);
    expect(file).not.toContain('Your password reset code is');
    rmSync(path.dirname(prod.dbFile), { recursive: true, force: true });
  });
});
