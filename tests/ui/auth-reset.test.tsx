import { act, fireEvent, screen, within } from '@testing-library/react';
import { authApi } from '../../src/providers';
import { renderLoginPage } from './auth-render';

vi.mock('../../src/providers', async () => ({ authApi: (await import('./auth-fakes')).fakeAuthApi() }));

const api = vi.mocked(authApi);
const heading = (name: string) => screen.getByRole('heading', { level: 1, name });
const button = (name: string) => screen.getByRole('button', { name });
const boxes = () => screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ }) as HTMLInputElement[];
const values = () => boxes().map((box) => box.value).join('');
/** 'Forgot password?' → the forgot-password step (its code is a chunk of its own, loaded lazily). */
const openForgot = async () => {
  fireEvent.click(button('Forgot password?'));
  await screen.findByRole('heading', { level: 1, name: 'Forgot password' });
};
/** Lets pending promises settle and effects run, then moves the clock. */
const advance = async (ms: number) => {
  await act(async () => undefined);
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
};

/** Login → forgot password with the email typed → OTP sent → (2 s later) verify step. */
const toVerify = async (email = 'admin@example.com') => {
  const result = renderLoginPage();
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: email } });
  await openForgot();
  fireEvent.click(button('Send OTP'));
  await screen.findByRole('status');
  await advance(2000);
  heading('Verify OTP');
  return result;
};

const toReset = async () => {
  await toVerify();
  fireEvent.paste(boxes()[0], { clipboardData: { getData: () => '123456' } });
  fireEvent.click(button('Verify'));
  await screen.findByRole('heading', { level: 1, name: 'Reset password' });
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.clearAllMocks();
});

describe('LoginPage: forgot password', () => {
  it('keeps the email from the login step, validates it and moves on 2 s after the OTP is sent', async () => {
    renderLoginPage();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'admin@' } });
    await openForgot();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('admin@');
    fireEvent.click(button('Send OTP'));
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(api.forgotPassword).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'admin@example.com' } });
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    fireEvent.click(button('Send OTP'));
    expect(await screen.findByRole('status')).toHaveTextContent('OTP sent to your email');
    expect(api.forgotPassword).toHaveBeenCalledWith('admin@example.com');
    await advance(1900);
    heading('Forgot password');
    await advance(200);
    heading('Verify OTP');
    expect(screen.getByText('Enter the 6-digit code sent to admin@example.com')).toBeVisible();
  });

  it("shows 'Failed to send OTP' or the server's message, and goes back to login", async () => {
    api.forgotPassword.mockRejectedValueOnce(new Error('')).mockRejectedValueOnce(new Error('User not found'));
    renderLoginPage();
    await openForgot();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'nobody@example.com' } });
    fireEvent.click(button('Send OTP'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send OTP');
    fireEvent.click(button('Send OTP'));
    expect(await screen.findByText('User not found')).toBeVisible();
    fireEvent.click(button('Back to Login'));
    heading('Sign in');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('nobody@example.com');
  });
});

describe('LoginPage: verify OTP', () => {
  it('has six numeric one-time-code boxes; paste fills all; Verify waits for six digits', async () => {
    await toVerify();
    expect(boxes()).toHaveLength(6);
    expect(boxes()[0]).toHaveAttribute('inputmode', 'numeric');
    expect(boxes()[0]).toHaveAttribute('autocomplete', 'one-time-code');
    expect(button('Verify')).toBeDisabled();
    fireEvent.paste(boxes()[2], { clipboardData: { getData: () => '12 34 56' } });
    expect(values()).toBe('123456');
    expect(button('Verify')).toBeEnabled();
    fireEvent.change(boxes()[5], { target: { value: '' } });
    expect(button('Verify')).toBeDisabled();
  });

  it('takes digits only, moves forward on typing, and backspace on an empty box clears the previous one', async () => {
    await toVerify();
    fireEvent.change(boxes()[0], { target: { value: 'a' } });
    expect(values()).toBe('');
    fireEvent.change(boxes()[0], { target: { value: '7' } });
    expect(boxes()[1]).toHaveFocus();
    fireEvent.change(boxes()[1], { target: { value: '3' } });
    expect(boxes()[2]).toHaveFocus();
    expect(values()).toBe('73');
    fireEvent.keyDown(boxes()[2], { key: 'Backspace' });
    expect(boxes()[1]).toHaveFocus();
    expect(values()).toBe('7');
    expect(boxes()[1]).toHaveValue('');
  });

  it('counts down from 10:00; Resend only at zero, which sends again, restarts the count and clears the digits', async () => {
    await toVerify();
    expect(screen.getByText('Code expires in 10:00')).toBeVisible();
    await advance(1000);
    expect(screen.getByText('Code expires in 09:59')).toBeVisible();
    expect(button('Resend')).toBeDisabled();
    fireEvent.paste(boxes()[0], { clipboardData: { getData: () => '111111' } });
    await advance(599_000);
    expect(screen.getByText('The code has expired. Request a new one.')).toBeVisible();
    expect(button('Resend')).toBeEnabled();
    fireEvent.click(button('Resend'));
    expect(await screen.findByText('A new OTP has been sent to your email')).toBeVisible();
    expect(api.forgotPassword).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Code expires in 10:00')).toBeVisible();
    expect(button('Resend')).toBeDisabled();
    expect(values()).toBe('');
  });

  it("verifies the code with the email, or shows 'OTP verification failed'", async () => {
    api.verifyOtp.mockRejectedValueOnce(new Error(''));
    await toVerify();
    fireEvent.paste(boxes()[0], { clipboardData: { getData: () => '654321' } });
    fireEvent.click(button('Verify'));
    expect(await screen.findByRole('alert')).toHaveTextContent('OTP verification failed');
    fireEvent.click(button('Verify'));
    await screen.findByRole('heading', { level: 1, name: 'Reset password' });
    expect(api.verifyOtp).toHaveBeenLastCalledWith('admin@example.com', '654321');
  });

  it('shows the tries left after a wrong code, then that none are left', async () => {
    api.verifyOtp
      .mockRejectedValueOnce(new Error('Invalid or expired code. 4 attempt(s) left.'))
      .mockRejectedValueOnce(new Error('Invalid or expired code. No attempts left: please request a new code.'));
    await toVerify();
    fireEvent.paste(boxes()[0], { clipboardData: { getData: () => '654321' } });
    fireEvent.click(button('Verify'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired code. 4 attempts left.');
    fireEvent.click(button('Verify'));
    await screen.findByText('Invalid or expired code. No attempts left: please request a new code.');
  });
});

describe('LoginPage: reset password and success', () => {
  it('validates with the requirements messages and ticks the checklist', async () => {
    await toReset();
    const checklist = screen.getByRole('list', { name: 'Password requirements' });
    const item = (name: string) => within(checklist).getByText(name).closest('li');
    expect(item('At least 6 characters')).toHaveAttribute('data-met', 'false');
    fireEvent.click(button('Reset password'));
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(screen.getByText('Please confirm your password')).toBeVisible();
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'abc' } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: 'abd' } });
    fireEvent.click(button('Reset password'));
    expect(screen.getByText('Password must be at least 6 characters long')).toBeVisible();
    expect(screen.getByText('Passwords do not match')).toBeVisible();
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'newpass1' } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: 'newpass1' } });
    expect(item('At least 6 characters')).toHaveAttribute('data-met', 'true');
    expect(item('Passwords match')).toHaveAttribute('data-met', 'true');
    expect(api.resetPassword).not.toHaveBeenCalled();
  });

  it('sends the new password exactly as typed: five characters and a space are six', async () => {
    await toReset();
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'abcde ' } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: 'abcde ' } });
    fireEvent.click(button('Reset password'));
    await screen.findByRole('heading', { level: 1, name: 'Password Reset Successful' });
    expect(api.resetPassword).toHaveBeenLastCalledWith('admin@example.com', '123456', 'abcde ');
  });

  it('shows/hides each password; Back returns to the OTP step with the code kept', async () => {
    await toReset();
    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(2);
    fireEvent.click(toggles[1]);
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('type', 'password');
    fireEvent.click(button('Back'));
    heading('Verify OTP');
    expect(values()).toBe('123456');
  });

  it("resets the password, shows 'Password Reset Successful' and goes back to login with the email", async () => {
    api.resetPassword.mockRejectedValueOnce(new Error(''));
    await toReset();
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'newpass1' } });
    fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: 'newpass1' } });
    fireEvent.click(button('Reset password'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password reset failed');
    fireEvent.click(button('Reset password'));
    await screen.findByRole('heading', { level: 1, name: 'Password Reset Successful' });
    expect(api.resetPassword).toHaveBeenLastCalledWith('admin@example.com', '123456', 'newpass1');
    fireEvent.click(button('Back to Login'));
    heading('Sign in');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('admin@example.com');
  });
});
