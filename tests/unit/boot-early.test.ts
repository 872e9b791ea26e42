/**
 * The boot script's early requests (src/boot/early.ts) and their handover to the http client: the screen's
 * first GET is answered from the request already in flight (one call to the API, not two), once, for the same
 * URL and token only, and never after the answer has grown old; a failed early request is simply repeated.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_TTL_MS, startEarly, takeEarly } from '../../src/boot/early';
import { BASE, fakeApi, signedIn } from './providers-fake-api';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('early requests', () => {
  it('answer the first GET of the same URL and token from the request already made', async () => {
    const { http, session } = signedIn();
    const { calls } = fakeApi(() => ({ body: { data: [{ id: 1 }], total: 1 } }));
    const token = session.get()!.accessToken;
    startEarly(`${BASE}/users?page=1&limit=10`, token);
    const first = await http.request('/users', { query: { page: 1, limit: 10 } });
    expect(first.json).toEqual({ data: [{ id: 1 }], total: 1 });
    expect(calls).toHaveLength(1);
    await http.request('/users', { query: { page: 1, limit: 10 } });
    expect(calls).toHaveLength(2); // handed over once: the next ask goes to the API
  });

  it('are not used for another URL or another token', async () => {
    const { http } = signedIn();
    const { calls } = fakeApi(() => ({ body: {} }));
    startEarly(`${BASE}/users/stats`, 'someone-else');
    await http.request('/users/stats');
    expect(calls).toHaveLength(2);
    expect(calls[1].headers.authorization).not.toBe('Bearer someone-else');
  });

  it('are repeated by the client when they failed', async () => {
    const { http, session } = signedIn();
    let n = 0;
    const { calls } = fakeApi(() => (n++ === 0 ? { status: 500, body: {} } : { body: { ok: true } }));
    startEarly(`${BASE}/dashboard/stats`, session.get()!.accessToken);
    expect((await http.request('/dashboard/stats')).json).toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it('expire after a few seconds', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    fakeApi(() => ({ body: {} }));
    startEarly(`${BASE}/a`, 't');
    vi.setSystemTime(Date.now() + EARLY_TTL_MS + 1);
    expect(takeEarly(`${BASE}/a`, 't')).toBeUndefined();
  });
});
