import { jwtDecode } from 'jwt-decode';

/**
 * The signed-in session (docs/requirements.md §4). With remember-me it is persisted in
 * localStorage under 'auth-storage' and survives reloads; otherwise it lives in memory only.
 */
export const SESSION_STORAGE_KEY = 'auth-storage';
/** An access token with fewer seconds left than this is refreshed ahead of time. */
export const EXPIRY_THRESHOLD_SECONDS = 300;

export interface SessionUser {
  id: number | string;
  email: string;
  role: string;
  name?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  profilePicture?: string | null;
  [key: string]: unknown;
}

export interface Session {
  user: SessionUser;
  accessToken: string;
  refreshToken: string;
  remember: boolean;
}

export interface SessionStore {
  get(): Session | null;
  /** Start a session (after login). */
  set(session: Session): void;
  /** Replace the tokens after a refresh, keeping the user and the remember choice. */
  setTokens(tokens: { accessToken: string; refreshToken?: string }): void;
  clear(): void;
}

/** The few Storage methods the session needs (localStorage, or a fake in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const browserStorage = (): KeyValueStorage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

const isSession = (value: unknown): value is Omit<Session, 'remember'> => {
  const v = value as Partial<Session> | null;
  return (
    !!v &&
    typeof v.accessToken === 'string' &&
    typeof v.refreshToken === 'string' &&
    !!v.user &&
    typeof v.user === 'object'
  );
};

/** The session remembered in `storage` (remember-me), or null. */
export const readPersisted = (storage: KeyValueStorage | null = browserStorage()): Session | null => {
  const raw = storage?.getItem(SESSION_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSession(parsed) ? { ...parsed, remember: true } : null;
  } catch {
    return null;
  }
};

export const createSessionStore = (storage: KeyValueStorage | null = browserStorage()): SessionStore => {
  let current: Session | null = readPersisted(storage);

  // Another tab that refreshed (rotating refresh token) or signed out updates this one too.
  if (storage && typeof window !== 'undefined' && storage === browserStorage()) {
    window.addEventListener('storage', (event) => {
      if (event.key !== SESSION_STORAGE_KEY || (current && !current.remember)) return;
      current = readPersisted(storage);
    });
  }

  const persist = () => {
    if (!storage) return;
    if (current?.remember) {
      const { user, accessToken, refreshToken } = current;
      storage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ user, accessToken, refreshToken }));
    } else {
      storage.removeItem(SESSION_STORAGE_KEY);
    }
  };

  return {
    get: () => current,
    set(session) {
      current = { ...session };
      persist();
    },
    setTokens({ accessToken, refreshToken }) {
      if (!current) return;
      current = { ...current, accessToken, refreshToken: refreshToken ?? current.refreshToken };
      persist();
    },
    clear() {
      current = null;
      persist();
    },
  };
};

/**
 * True when the token has fewer than 300 s left or cannot be decoded.
 * A decodable token without an `exp` claim never expires.
 */
export const isExpiring = (token: string | null | undefined, nowMs: number = Date.now()): boolean => {
  if (!token) return true;
  try {
    const { exp } = jwtDecode<{ exp?: number }>(token);
    if (exp === undefined) return false;
    return exp - nowMs / 1000 < EXPIRY_THRESHOLD_SECONDS;
  } catch {
    return true;
  }
};
