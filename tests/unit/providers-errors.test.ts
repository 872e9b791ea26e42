import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { CLIENT_ERRORS, errorKey, errorMessage, errorStatus, httpStatusText } from '../../src/domain/errors';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { createAuthProvider } from '../../src/providers/authProvider';
import { createAuthApi } from '../../src/providers/authApi';
import { createDataProvider } from '../../src/providers/dataProvider';
import { fakeApi, signedIn } from './providers-fake-api';

afterEach(() => vi.unstubAllGlobals());

describe('errorMessage: the one reading of a failed call', () => {
  it('takes the message of a string, an Error or an HttpError, else the fallback', () => {
    expect(errorMessage(' Server down ')).toBe('Server down');
    expect(errorMessage(new Error('Database offline'))).toBe('Database offline');
    expect(errorMessage(new HttpError('HTTP error! status: 502', 502, {}))).toBe('HTTP error! status: 502');
    expect(errorMessage(new HttpError('', 500), { fallback: 'Login failed' })).toBe('Login failed');
    expect(errorMessage(undefined)).toBe('');
    expect(errorMessage({ message: 42 }, { fallback: 'x' })).toBe('x');
    expect(errorStatus(new HttpError('Forbidden', 403))).toBe(403);
    expect(errorStatus(new Error('no status'))).toBeUndefined();
  });

  it("serverOnly: only the server's message field counts (sign-in calls show their own default)", () => {
    const withBody = new HttpError('Invalid email or password', 401, { message: 'Invalid email or password' });
    expect(errorMessage(withBody, { serverOnly: true, fallback: 'Login failed' })).toBe('Invalid email or password');
    const bare = new HttpError('HTTP error! status: 500', 500, {});
    expect(errorMessage(bare, { serverOnly: true, fallback: 'Login failed' })).toBe('Login failed');
    expect(errorMessage(new TypeError('Failed to fetch'), { serverOnly: true, fallback: 'Failed to send OTP' })).toBe('Failed to send OTP');
  });
});

describe("the client's own texts are translated", () => {
  it('maps them to app.errors keys; a server message has none', () => {
    expect(errorKey(httpStatusText(500))).toEqual({ key: 'app.errors.httpStatus', args: { code: 500 } });
    expect(errorKey('Token refresh failed')?.key).toBe('app.errors.tokenRefreshFailed');
    expect(errorKey('No refresh token available')?.key).toBe('app.errors.noRefreshToken');
    expect(errorKey('No access token available')?.key).toBe('app.errors.noAccessToken');
    expect(errorKey('')?.key).toBe('app.errors.unexpected');
    expect(errorKey('User with this email already exists')).toBeNull();
  });

  it('reads them in French and Swahili with the status code', async () => {
    const i18n = createI18nProvider({
      '../i18n/fr.ts': () => import('../../src/i18n/fr'),
      '../i18n/sw.ts': () => import('../../src/i18n/sw'),
    });
    const texts = [httpStatusText(503), ...Object.values(CLIENT_ERRORS)];
    const read = () => texts.map((text) => {
      const { key, args } = errorKey(text)!;
      return i18n.translate(key, args);
    });
    expect(read()).toEqual(['HTTP error! status: 503', ...Object.values(CLIENT_ERRORS)]);
    await i18n.changeLocale('fr');
    expect(read()[0]).toBe('Erreur HTTP ! statut : 503');
    expect(read().slice(1)).toEqual([
      "Échec du renouvellement du jeton d'accès",
      'Aucun jeton de renouvellement disponible',
      "Aucun jeton d'accès disponible",
      "Une erreur inattendue s'est produite",
    ]);
    await i18n.changeLocale('sw');
    expect(read()[0]).toBe('Hitilafu ya HTTP! hali: 503');
  });
});

describe('the requirements defaults of requirements §8 raised by the client', () => {
  it("'No refresh token available' and 'Token refresh failed' end the session with a 401", async () => {
    const noRefresh = signedIn({ refreshToken: '' });
    fakeApi(() => ({ status: 401, body: {} }));
    await expect(noRefresh.http.request('/users')).rejects.toMatchObject({ status: 401, message: 'No refresh token available' });
    expect(noRefresh.session.get()).toBeNull();

    const emptyAnswer = signedIn();
    fakeApi((call) => (call.path === '/auth/refresh' ? { body: { success: true } } : { status: 401, body: {} }));
    await expect(emptyAnswer.http.request('/users')).rejects.toMatchObject({ status: 401, message: 'Token refresh failed' });
    expect(emptyAnswer.session.get()).toBeNull();
  });

  it("'No access token available' for the profile when signed out, without calling the API", async () => {
    const { http, session } = signedIn();
    session.clear();
    const { calls } = fakeApi(() => ({ body: { id: 1 } }));
    await expect(createDataProvider(http).getProfile()).rejects.toMatchObject({ status: 401, message: 'No access token available' });
    expect(calls).toHaveLength(0);
  });

  it("sign-in calls show the server's message, else their default", async () => {
    const { http } = signedIn();
    fakeApi((call) =>
      call.path === '/auth/login' ? { status: 500, body: {} } : { status: 400, body: { message: 'Invalid OTP' } },
    );
    await expect(createAuthProvider(http).login({ email: 'a@b.co', password: 'secret1' })).rejects.toThrow('Login failed');
    await expect(createAuthApi(http).verifyOtp('a@b.co', '123456')).rejects.toThrow('Invalid OTP');
  });
});
