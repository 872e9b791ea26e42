import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAuthProvider } from './auth-fakes';
import { renderLoginPage } from './auth-render';

vi.mock('../../src/providers', async () => ({ authApi: (await import('./auth-fakes')).fakeAuthApi() }));

const emailBox = () => screen.getByLabelText(/^Email/);
const passwordBox = () => screen.getByLabelText(/^Password/);
const signIn = () => screen.getByRole('button', { name: 'Sign in' });

describe('LoginPage: the login step', () => {
  it('validates both fields on submit with the requirements messages and calls nothing', async () => {
    const { authProvider } = renderLoginPage();
    await userEvent.click(signIn());
    expect(await screen.findByText('Email is required')).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(authProvider.login).not.toHaveBeenCalled();
  });

  it('tells blank, malformed email and short password apart', async () => {
    renderLoginPage();
    await userEvent.type(emailBox(), '   ');
    await userEvent.type(passwordBox(), '12345');
    await userEvent.click(signIn());
    expect(screen.getByText('Email cannot be empty')).toBeVisible();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeVisible();
    await userEvent.clear(emailBox());
    await userEvent.type(emailBox(), 'admin@example');
    await userEvent.click(signIn());
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
  });

  it('validates a field on blur and clears its error as soon as the user types in it', async () => {
    renderLoginPage();
    await userEvent.type(emailBox(), 'not-an-email');
    await userEvent.tab();
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(screen.queryByText('Password is required')).toBeNull();
    await userEvent.tab();
    expect(screen.getByText('Password is required')).toBeVisible();
    await userEvent.type(emailBox(), 'x');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(screen.getByText('Password is required')).toBeVisible();
    await userEvent.type(passwordBox(), 'a');
    expect(screen.queryByText('Password is required')).toBeNull();
  });

  it('signs in with email, password and remember me, then goes to the dashboard', async () => {
    const { authProvider, location } = renderLoginPage();
    await userEvent.type(emailBox(), ' admin@example.com ');
    await userEvent.type(passwordBox(), 'admin123');
    await userEvent.click(screen.getByLabelText('Remember me'));
    await userEvent.click(signIn());
    await waitFor(() => expect(location().pathname).toBe('/'));
    expect(authProvider.login).toHaveBeenCalledWith({ email: 'admin@example.com', password: 'admin123', rememberMe: true });
  });

  it('sends the password exactly as typed, its spaces included (the email is trimmed)', async () => {
    const { authProvider } = renderLoginPage();
    await userEvent.type(emailBox(), ' admin@example.com ');
    await userEvent.type(passwordBox(), ' pass word ');
    await userEvent.click(signIn());
    await waitFor(() => expect(authProvider.login).toHaveBeenCalled());
    expect(authProvider.login).toHaveBeenCalledWith(expect.objectContaining({ email: 'admin@example.com', password: ' pass word ' }));
  });

  it('sends rememberMe false when the box is not ticked', async () => {
    const { authProvider } = renderLoginPage();
    await userEvent.type(emailBox(), 'admin@example.com');
    await userEvent.type(passwordBox(), 'admin123');
    await userEvent.click(signIn());
    await waitFor(() => expect(authProvider.login).toHaveBeenCalled());
    expect(authProvider.login).toHaveBeenCalledWith(expect.objectContaining({ rememberMe: false }));
  });

  it('shows/hides the password', async () => {
    renderLoginPage();
    expect(passwordBox()).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordBox()).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordBox()).toHaveAttribute('type', 'password');
  });

  const failWith = (error: unknown) =>
    fakeAuthProvider({
      login: vi.fn(async () => {
        throw error;
      }),
    });

  it("shows the server's message in a banner that can be dismissed", async () => {
    renderLoginPage(failWith(new Error('Access denied. Admin privileges required.')));
    await userEvent.type(emailBox(), 'user@example.com');
    await userEvent.type(passwordBox(), 'user123');
    await userEvent.click(signIn());
    expect(await screen.findByRole('alert')).toHaveTextContent('Access denied. Admin privileges required.');
    expect(signIn()).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("falls back to 'Login failed' and clears the banner by itself after 5 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderLoginPage(failWith(new Error('')));
    fireEvent.change(emailBox(), { target: { value: 'admin@example.com' } });
    fireEvent.change(passwordBox(), { target: { value: 'wrong-password' } });
    fireEvent.click(signIn());
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
    await act(async () => undefined); // let the banner start its timer
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByRole('alert')).toBeVisible();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a busy button while signing in', async () => {
    let finish: () => void = () => undefined;
    const authProvider = fakeAuthProvider({ login: vi.fn(() => new Promise<void>((resolve) => (finish = resolve))) });
    renderLoginPage(authProvider);
    await userEvent.type(emailBox(), 'admin@example.com');
    await userEvent.type(passwordBox(), 'admin123');
    await userEvent.click(signIn());
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await act(async () => finish());
  });

  it('sends a visitor who is already signed in to the dashboard', async () => {
    const { location } = renderLoginPage(fakeAuthProvider({ checkAuth: vi.fn(async () => undefined) }));
    await waitFor(() => expect(location().pathname).toBe('/'));
  });
});
