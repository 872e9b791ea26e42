import { describe, expect, it } from 'vitest';
import { createSessionStore, isExpiring, SESSION_STORAGE_KEY } from '../../src/providers/session';
import { adminUser, jwt, memoryStorage } from './providers-fake-api';

const tokens = { accessToken: jwt(3600), refreshToken: 'r1' };

describe('session storage (remember-me)', () => {
  it("persists under 'auth-storage' only when remember-me was chosen", () => {
    const storage = memoryStorage();
    const session = createSessionStore(storage);
    session.set({ user: adminUser, ...tokens, remember: false });
    expect(session.get()?.user.email).toBe('admin@example.com');
    expect(storage.data.size).toBe(0);

    session.set({ user: adminUser, ...tokens, remember: true });
    const saved = JSON.parse(storage.data.get(SESSION_STORAGE_KEY)!);
    expect(saved).toEqual({ user: adminUser, ...tokens });
    expect([...storage.data.keys()]).toEqual(['auth-storage']);
  });

  it('survives a reload only with remember-me', () => {
    const storage = memoryStorage();
    createSessionStore(storage).set({ user: adminUser, ...tokens, remember: true });
    expect(createSessionStore(storage).get()).toEqual({ user: adminUser, ...tokens, remember: true });

    const other = memoryStorage();
    createSessionStore(other).set({ user: adminUser, ...tokens, remember: false });
    expect(createSessionStore(other).get()).toBeNull();
  });

  it('keeps refreshed tokens where the session lives and forgets them on clear', () => {
    const storage = memoryStorage();
    const session = createSessionStore(storage);
    session.set({ user: adminUser, ...tokens, remember: true });
    session.setTokens({ accessToken: 'a2', refreshToken: 'r2' });
    expect(JSON.parse(storage.data.get(SESSION_STORAGE_KEY)!).refreshToken).toBe('r2');
    session.clear();
    expect(session.get()).toBeNull();
    expect(storage.data.has(SESSION_STORAGE_KEY)).toBe(false);
  });

  it('ignores a corrupt stored value and works without any storage', () => {
    const storage = memoryStorage();
    storage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(createSessionStore(storage).get()).toBeNull();
    const memoryOnly = createSessionStore(null);
    memoryOnly.set({ user: adminUser, ...tokens, remember: true });
    expect(memoryOnly.get()?.refreshToken).toBe('r1');
  });
});

describe('isExpiring (300 s threshold)', () => {
  it('is false with more than 300 s left and true below', () => {
    expect(isExpiring(jwt(301))).toBe(false);
    expect(isExpiring(jwt(3600))).toBe(false);
    expect(isExpiring(jwt(299))).toBe(true);
    expect(isExpiring(jwt(-10))).toBe(true);
  });

  it('uses the given clock at exactly the threshold', () => {
    const now = Date.now();
    const token = jwt(1000);
    const exp = Math.floor(now / 1000) + 1000;
    expect(isExpiring(token, (exp - 300) * 1000)).toBe(false);
    expect(isExpiring(token, (exp - 299) * 1000)).toBe(true);
  });

  it('is true when the token cannot be decoded', () => {
    expect(isExpiring('garbage')).toBe(true);
    expect(isExpiring('')).toBe(true);
    expect(isExpiring(null)).toBe(true);
  });
});
