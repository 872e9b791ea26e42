import { describe, expect, it } from 'vitest';
import en from '../../src/i18n/en';
import {
  digitsOnly,
  formatCountdown,
  isValidOtp,
  passwordChecklist,
  validateConfirm,
  validateEmail,
  validatePassword,
} from '../../src/domain/auth-rules';

/** Follows an i18n key ('app.validation.auth.emailRequired') to its English text. */
const english = (key: string | undefined): string | undefined =>
  key?.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string | undefined;

describe('sign-in rules (docs/requirements.md §5)', () => {
  it('email: required, not blank, must look like an email', () => {
    expect(english(validateEmail(''))).toBe('Email is required');
    expect(english(validateEmail('   '))).toBe('Email cannot be empty');
    expect(english(validateEmail('admin'))).toBe('Please enter a valid email address');
    expect(english(validateEmail('admin@example'))).toBe('Please enter a valid email address');
    expect(english(validateEmail('ad min@example.com'))).toBe('Please enter a valid email address');
    expect(validateEmail('admin@example.com')).toBeUndefined();
    expect(validateEmail(' admin@example.com ')).toBeUndefined();
  });

  it('password: required, at least 6 characters', () => {
    expect(english(validatePassword(''))).toBe('Password is required');
    expect(english(validatePassword('12345'))).toBe('Password must be at least 6 characters long');
    expect(validatePassword('123456')).toBeUndefined();
  });

  it('confirmation: required and equal to the password', () => {
    expect(english(validateConfirm('', 'secret1'))).toBe('Please confirm your password');
    expect(english(validateConfirm('secret2', 'secret1'))).toBe('Passwords do not match');
    expect(validateConfirm('secret1', 'secret1')).toBeUndefined();
  });

  it('checklist: length and match, each met or not', () => {
    expect(passwordChecklist('abc', 'abc').map((r) => [english(r.key), r.met])).toEqual([
      ['At least 6 characters', false],
      ['Passwords match', true],
    ]);
    expect(passwordChecklist('abcdef', 'abcdeg').map((r) => r.met)).toEqual([true, false]);
    expect(passwordChecklist('', '').map((r) => r.met)).toEqual([false, false]);
    // the same rule as the form's message, on the exact value: five characters and a space are six, five are not
    expect(passwordChecklist('abcde ', 'abcde ')[0].met).toBe(true);
    expect(validatePassword('abcde ')).toBeUndefined();
    expect(english(validatePassword(' abcd'))).toBe('Password must be at least 6 characters long');
    expect(english(validatePassword('      '))).toBe('Password is required');
  });

  it('OTP: digits only, exactly six; countdown as mm:ss', () => {
    expect(isValidOtp('123456')).toBe(true);
    expect(isValidOtp('12345')).toBe(false);
    expect(isValidOtp('12345a')).toBe(false);
    expect(isValidOtp('1234567')).toBe(false);
    expect(digitsOnly(' 12-34 56x')).toBe('123456');
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-3)).toBe('00:00');
  });
});
