/**
 * AuthenticatedLayout draws the shell once its chunk is here, without suspending: a spinner meanwhile, the shell
 * after, and a chunk that fails to load reaches the error boundary.
 */
import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import { ErrorBoundary } from 'react-error-boundary';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthProvider } from 'react-admin';
import { renderWithAdmin } from './render';

type ShellModule = { default: (props: { children: ReactNode }) => ReactNode };

const shell = vi.hoisted(() => ({
  module: undefined as ShellModule | undefined,
  settle: undefined as undefined | { resolve: (m: ShellModule) => void; reject: (e: Error) => void },
}));

vi.mock('../../src/resources', () => {
  const loadShell = Object.assign(
    () =>
      new Promise<ShellModule>((resolve, reject) => {
        shell.settle = {
          resolve: (m) => {
            shell.module = m;
            resolve(m);
          },
          reject,
        };
      }),
    { loaded: () => shell.module },
  );
  return { loadShell, RESOURCES: [], PAGES: {} };
});

const { AuthenticatedLayout } = await import('../../src/layout/AuthenticatedLayout');

const signedIn: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => 'admin',
};

const Shell: ShellModule['default'] = ({ children }) => <div>Shell with {children}</div>;

function renderLayout() {
  return renderWithAdmin(
    <ErrorBoundary fallbackRender={({ error }) => <p>Failed: {(error as Error).message}</p>}>
      <AuthenticatedLayout>
        <span>the screen</span>
      </AuthenticatedLayout>
    </ErrorBoundary>,
    { authProvider: signedIn, toaster: false },
  );
}

describe('AuthenticatedLayout', () => {
  beforeEach(() => {
    shell.module = undefined;
    shell.settle = undefined;
  });

  it('shows a spinner until the shell has loaded, then the shell with the screen', async () => {
    renderLayout();
    await screen.findByRole('progressbar');
    expect(screen.queryByText(/Shell with/)).toBeNull();
    await vi.waitFor(() => expect(shell.settle).toBeDefined());
    shell.settle!.resolve({ default: Shell });
    expect((await screen.findByText(/Shell with/)).textContent).toBe('Shell with the screen');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('draws the shell at once when its chunk is already here (the boot script fetched it)', async () => {
    shell.module = { default: Shell };
    renderLayout();
    expect((await screen.findByText(/Shell with/)).textContent).toBe('Shell with the screen');
  });

  it('hands a chunk that failed to load to the error boundary', async () => {
    renderLayout();
    await vi.waitFor(() => expect(shell.settle).toBeDefined());
    shell.settle!.reject(new Error('Failed to fetch dynamically imported module'));
    expect((await screen.findByText(/^Failed:/)).textContent).toBe('Failed: Failed to fetch dynamically imported module');
  });
});
