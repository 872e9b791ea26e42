import { describe, expect, it } from 'vitest';
import { readApplicationInput, readOpportunityInput, validateOpportunity } from '../../src/domain/rules-opportunities';

const now = new Date('2026-05-10T12:00:00Z');
const messages = (list: { message: string }[]) => list.map((v) => v.message);
const apply = {
  fullName: 'Grace Namutebi', age: 24, phone: '+256 772 123456', email: 'grace@example.ug', educationLevel: 'Diploma', businessRegion: 'Central',
  businessSector: 'Retail', businessStage: 'Startup', businessDuration: '1-2 years', majorChallenge: 'Access to finance',
};

describe('opportunity rules', () => {
  it('reads multipart text: isPaid and amount', () => {
    const { values, violations } = readOpportunityInput({ title: ' Summit ', isPaid: 'true', amount: '50000', date: '2026-06-01T09:00', capacity: 100 }, true);
    expect(violations).toEqual([]);
    expect(values).toMatchObject({ title: 'Summit', isPaid: true, amount: 50000, capacity: '100' });
  });
  it('a JSON body keeps its own types: "true" and "50000" are refused', () => {
    expect(messages(readOpportunityInput({ isPaid: 'true', amount: '50000' }, false).violations)).toEqual(['isPaid must be true or false', 'amount must be a number']);
    expect(readOpportunityInput({ isPaid: true, amount: 50000 }, false).violations).toEqual([]);
  });
  it('keeps a date-only deadline as sent and normalizes date-times', () => {
    expect(readOpportunityInput({ deadline: '2026-06-01', date: '2026-06-02T09:00:00+03:00' }, true).values).toEqual({ deadline: '2026-06-01', date: '2026-06-02T06:00:00.000Z' });
  });
  it('rejects wrong types', () => {
    expect(messages(readOpportunityInput({ isPaid: 'yes', amount: 'lots', date: 'tomorrow', company: 3 }, true).violations)).toEqual([
      'company must be text', 'date must be a date (YYYY-MM-DD or an ISO date-time)', 'isPaid must be true or false', 'amount must be a number',
    ]);
  });
  it('refuses a deadline of "1" and a date of "hello 5" instead of reading them as 2001 and 2005', () => {
    const { values, violations } = readOpportunityInput({ deadline: '1', date: 'hello 5' }, true);
    expect(values).toEqual({});
    expect(messages(violations)).toEqual(['date must be a date (YYYY-MM-DD or an ISO date-time)', 'deadline must be a date (YYYY-MM-DD or an ISO date-time)']);
  });
  it('uses the requirements wording', () => {
    expect(messages(validateOpportunity({}, 'create', now))).toEqual(['Title is required', 'Description is required', 'Event date is required']);
    expect(messages(validateOpportunity({ title: 't'.repeat(256), description: 'd'.repeat(2001), date: '2026-05-09T12:00:00Z' }, 'create', now))).toEqual([
      'Title must be less than 255 characters', 'Description must be less than 2000 characters', 'Event date cannot be in the past',
    ]);
    expect(messages(validateOpportunity({ title: 'T', description: 'D', date: '2026-06-01T00:00:00Z', isPaid: true, amount: 0 }, 'create', now))).toEqual([
      'Amount must be greater than 0 for paid opportunities',
    ]);
  });
  it('allows a past event date on update when the date is unchanged', () => {
    expect(validateOpportunity({ title: 'T', description: 'D', date: '2026-01-01T00:00:00Z' }, 'update', now, false)).toEqual([]);
  });
});

describe('opportunity application rules', () => {
  it('accepts the apply payload, payment method optional', () => {
    const { values, violations } = readApplicationInput(apply, 'create');
    expect(violations).toEqual([]);
    expect(values.age).toBe(24);
  });
  it('requires every field but the payment method', () => {
    const out = messages(readApplicationInput({}, 'create').violations);
    expect(out).toHaveLength(10);
    expect(out).toContain('Full name is required');
    expect(out).toContain('Age must be a whole number');
  });
  it('checks age 16 to 100 as a whole number, choices and formats', () => {
    expect(messages(readApplicationInput({ ...apply, age: 15 }, 'create').violations)).toEqual(['Age must be between 16 and 100']);
    expect(messages(readApplicationInput({ ...apply, age: 101 }, 'create').violations)).toEqual(['Age must be between 16 and 100']);
    expect(messages(readApplicationInput({ ...apply, age: '24' }, 'create').violations)).toEqual(['Age must be a whole number']);
    expect(messages(readApplicationInput({ ...apply, age: 24.5 }, 'create').violations)).toEqual(['Age must be a whole number']);
    expect(messages(readApplicationInput({ ...apply, educationLevel: 'College', email: 'nope' }, 'create').violations)).toEqual([
      "Email must be a valid email address",
      "Education level must be one of: Primary, Secondary, Certificate, Diploma, Bachelor's Degree, Master's Degree, PhD, Other",
    ]);
  });
  it('checks only the fields present on update', () => {
    expect(readApplicationInput({ majorChallenge: 'Power costs' }, 'update').violations).toEqual([]);
  });
});

describe('the amount of a paid opportunity (docs/requirements.md §5)', () => {
  const now = new Date('2026-01-01T00:00:00Z');
  const base = { title: 'Summit', description: 'A summit', date: '2026-06-01T09:00:00Z' };
  const amountErrors = (r: Record<string, unknown>) => validateOpportunity({ ...base, ...r }, 'create', now).filter((v) => v.field === 'amount').map((v) => v.message);
  const MESSAGE = 'Amount must be greater than 0 for paid opportunities';

  it('must be greater than 0 when paid', () => {
    expect(amountErrors({ isPaid: true, amount: 0 })).toEqual([MESSAGE]);
    expect(amountErrors({ isPaid: true, amount: -1000 })).toEqual([MESSAGE]);
    expect(amountErrors({ isPaid: true })).toEqual([MESSAGE]);
    expect(amountErrors({ isPaid: true, amount: null })).toEqual([MESSAGE]);
    expect(amountErrors({ isPaid: true, amount: 1 })).toEqual([]);
    expect(amountErrors({ isPaid: true, amount: 50_000 })).toEqual([]);
  });

  it('is not checked for a free opportunity', () => {
    expect(amountErrors({ isPaid: false, amount: 0 })).toEqual([]);
    expect(amountErrors({ isPaid: false })).toEqual([]);
  });
});
