import { describe, expect, it } from 'vitest';
import {
  currencySymbol,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatUGX,
  formatYear,
  initials,
  truncate,
} from '../../src/domain/format';

describe('formatMoney (requirements §9)', () => {
  it('shows UGX with thousands separators and whole numbers from 1000', () => {
    expect(formatUGX(1500000)).toBe('UGX 1,500,000');
    expect(formatMoney(100000)).toBe('UGX 100,000');
    expect(formatMoney(1234.56, 'UGX')).toBe('UGX 1,235');
    expect(formatMoney('250000', 'ugx')).toBe('UGX 250,000');
  });

  it('rounds RWF, KES and TZS of 1000 and above, with their symbols', () => {
    expect(formatMoney(2500.4, 'KES')).toBe('KSh 2,500');
    expect(formatMoney(10000.9, 'TZS')).toBe('TSh 10,001');
    expect(formatMoney(1000.5, 'RWF')).toBe('RWF 1,001');
  });

  it('keeps up to 2 decimals below 1000 and for other currencies', () => {
    expect(formatMoney(999.5, 'UGX')).toBe('UGX 999.5');
    expect(formatMoney(12.345, 'USD')).toBe('$12.35');
    expect(formatMoney(1500.5, 'EUR')).toBe('€1,500.5');
    expect(formatMoney(20, 'GBP')).toBe('£20');
    expect(formatMoney(-1500, 'USD')).toBe('-$1,500');
  });

  it('shows an unknown code as its letters and nothing for missing values', () => {
    expect(formatMoney(10, 'NGN')).toBe('NGN 10');
    expect(currencySymbol('kes')).toBe('KSh');
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined, 'USD')).toBe('');
    expect(formatMoney('abc')).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
  });

  it('formats plain numbers with grouping', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(0.456)).toBe('0.46');
    expect(formatNumber('')).toBe('');
  });
});

describe('dates in en-US short format', () => {
  it('formats timestamps and date-only values', () => {
    expect(formatDate('2026-11-22T12:00:00.000Z')).toBe('Nov 22, 2026');
    expect(formatDate('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatDate(new Date(2019, 4, 3))).toBe('May 3, 2019');
    expect(formatDateTime('2026-01-05')).toBe('Jan 5, 2026, 12:00 AM');
    expect(formatDateTime(new Date(2026, 10, 22, 15, 45))).toBe('Nov 22, 2026, 3:45 PM');
  });

  it('gives the year and nothing for invalid input', () => {
    expect(formatYear('2019-05-01')).toBe('2019');
    expect(formatYear('2020-06-15T12:00:00Z')).toBe('2020');
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatYear('garbage')).toBe('');
  });
});

describe('initials and truncate', () => {
  it('takes the first and last word initials', () => {
    expect(initials('jane nakato')).toBe('JN');
    expect(initials('  Okello  ')).toBe('O');
    expect(initials('Mary Jane Achieng')).toBe('MA');
    expect(initials('')).toBe('');
    expect(initials(null)).toBe('');
  });

  it('cuts long text with an ellipsis', () => {
    expect(truncate('Kampala', 10)).toBe('Kampala');
    expect(truncate('Business support platform', 10)).toBe('Business…');
    expect(truncate('abcdef', 4)).toBe('abc…');
    expect(truncate(null, 4)).toBe('');
  });
});
