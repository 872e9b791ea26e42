/** The validation engine (src/domain/validation.ts) on the part-1 rules. */
import { describe, expect, it } from 'vitest';
import { businessRules, loginRules, subscriptionRules, userRules, userUpdateRules } from '../../src/domain/rules';
import { checkFields } from '../../src/domain/validation';

describe('checkFields', () => {
  it('returns the requirements messages and only the ruled, trimmed fields', () => {
    const { errors, value } = checkFields(loginRules, { email: '  admin@example.com ', password: 'abc', extra: 'x' });
    expect(errors).toEqual({ password: 'Password must be at least 6 characters long' });
    expect(value).toEqual({ email: 'admin@example.com' });
    expect(checkFields(loginRules, { email: ' ', password: '' }).errors).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('refuses wrong types instead of coercing them', () => {
    const { errors } = checkFields(subscriptionRules, { amount: '5000', userId: 1.5, expiresAt: 'soon' });
    expect(errors).toEqual({
      amount: 'Amount must be a number',
      userId: 'User must be a whole number',
      expiresAt: 'Expiry date must be a valid date',
    });
  });

  it('multipart (form) mode converts exact numbers and booleans only', () => {
    expect(checkFields(subscriptionRules, { amount: '5000' }, { form: true }).value).toEqual({ amount: 5000 });
    expect(checkFields(subscriptionRules, { amount: '5,000' }, { form: true }).errors.amount).toBe('Amount must be a number');
    expect(checkFields(userUpdateRules, { otpVerified: 'true' }, { form: true, mode: 'update' }).value).toEqual({ otpVerified: true });
  });

  it('update mode checks only the given fields; empty optional ones become null', () => {
    const { errors, value } = checkFields(userUpdateRules, { address: '', firstname: '' }, { mode: 'update' });
    expect(errors).toEqual({ firstname: 'First name is required' });
    expect(value).toEqual({ address: null });
  });

  it('part-1 rules: enums, http(s) URLs, phone numbers', () => {
    const biz = checkFields(businessRules, { name: 'Ok Ltd', sector: 'Retail', stage: 'Mature', location: 'Mbarara', logo: 'ftp://x.example/logo.png' });
    expect(biz.errors).toEqual({ logo: 'Logo must be an http(s) address or an uploaded image' });
    const user = checkFields(userRules, { firstname: 'A', lastname: 'B', email: 'a@b.co', password: 'secret', phoneNumber: '+256 772 000111' });
    expect(user.errors).toEqual({});
    expect(user.value.phoneNumber).toBe('+256 772 000111');
  });
});
