/**
 * Component-test harness. `renderWithAdmin(ui, options)` renders `ui` inside react-admin's AdminContext with:
 * - the real English messages (src/i18n/en.ts) through ra-i18n-polyglot,
 * - an in-memory store (`memoryStore()`), a react-query client without retries,
 * - a memory router at `initialEntries` (default ['/']) — read the current location with `result.location()`,
 * - a fake dataProvider built from the given methods: any method not given rejects with 'X is not implemented'
 *   (react-admin's `testDataProvider`), so a test says exactly which calls it expects,
 * - optionally a resource context (`resource: 'users'`), as inside a `<Resource>` page,
 * - the app's `Toaster` (toasts are visible to queries; `toaster: false` to leave it out),
 * - no authProvider unless given: `authProvider: signedIn()` signs an administrator in (id 1), which forms need to
 *   keep drafts (`form-draft-1-<resource>`).
 * `testDataProvider(methods)` is exported for tests that build their own context.
 *
 *   const dataProvider = { getList: vi.fn(async () => ({ data: [], total: 0 })) };
 *   const { findByText, location } = renderWithAdmin(<UserList />, { dataProvider, resource: 'users',
 *     initialEntries: ['/users'] });
 */
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import {
  AdminContext,
  ResourceContextProvider,
  TestMemoryRouter,
  memoryStore,
  testDataProvider as raTestDataProvider,
  type AuthProvider,
  type Store,
} from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { QueryClient } from '@tanstack/react-query';
import type { Location } from 'react-router-dom';
import en from '../../src/i18n/en';
import type { AppDataProvider } from '../../src/providers/types';
import { Toaster } from '../../src/common/Toaster';

/* eslint-disable-next-line @typescript-eslint/no-explicit-any -- test doubles: any vi.fn() fits */
type FakeMethod = (...args: any[]) => unknown;
/** Some dataProvider methods, as plain functions or vi.fn() mocks (typed loosely so mocks need no casts). */
export type FakeDataProvider = { [K in keyof AppDataProvider]?: FakeMethod };

/** A dataProvider made of the given methods; any other method rejects with '<name> is not implemented'. */
export function testDataProvider(methods: FakeDataProvider = {}): AppDataProvider {
  const base = raTestDataProvider(methods as Parameters<typeof raTestDataProvider>[0]);
  return new Proxy(base, {
    get(target, prop: string | symbol) {
      if (prop in target) return (target as unknown as Record<string | symbol, unknown>)[prop];
      if (typeof prop !== 'string' || prop === 'then' || prop === 'supportAbortSignal') return undefined;
      return async () => {
        throw new Error(`${prop} is not implemented`);
      };
    },
  }) as AppDataProvider;
}

/** The id of the administrator `signedIn()` signs in: drafts are kept under it (`form-draft-1-<resource>`). */
export const SIGNED_IN_ID = 1;

/**
 * An authProvider with an administrator signed in, for screens whose behaviour depends on who is signed in (form
 * drafts are kept per account, so a form keeps none until it knows the user).
 */
export const signedIn = (id: number = SIGNED_IN_ID): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => 'admin',
  getIdentity: async () => ({ id, fullName: 'Ada Nakato' }),
});

export interface RenderWithAdminOptions {
  dataProvider?: FakeDataProvider;
  authProvider?: AuthProvider;
  initialEntries?: string[];
  resource?: string;
  store?: Store;
  queryClient?: QueryClient;
  /** Render the app's Toaster beside `ui` (default true). */
  toaster?: boolean;
}

export interface RenderWithAdminResult extends RenderResult {
  dataProvider: AppDataProvider;
  queryClient: QueryClient;
  store: Store;
  /** The router's current location (pathname, search…). */
  location: () => Location;
}

/** English only, like the app's default locale; a missing key is shown as the key itself. */
export const i18nProvider = polyglotI18nProvider(() => en, 'en', [{ locale: 'en', name: 'English' }]);

export function renderWithAdmin(ui: ReactElement, options: RenderWithAdminOptions = {}): RenderWithAdminResult {
  const dataProvider = testDataProvider(options.dataProvider);
  const queryClient =
    options.queryClient ??
    new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const store = options.store ?? memoryStore();
  let current: Location | undefined;
  const content: ReactNode = options.resource ? (
    <ResourceContextProvider value={options.resource}>{ui}</ResourceContextProvider>
  ) : (
    ui
  );
  const result = render(
    <TestMemoryRouter initialEntries={options.initialEntries ?? ['/']} locationCallback={(l) => (current = l)}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={options.authProvider}
        i18nProvider={i18nProvider}
        store={store}
        queryClient={queryClient}
      >
        {content}
        {options.toaster === false ? null : <Toaster />}
      </AdminContext>
    </TestMemoryRouter>,
  );
  return {
    ...result,
    dataProvider,
    queryClient,
    store,
    location: () => {
      if (!current) throw new Error('router has not rendered yet');
      return current;
    },
  };
}
