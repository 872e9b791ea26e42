/**
 * Formats per locale: English keeps the requirements' en-US forms; French and Swahili follow their own conventions
 * through Intl. Where the exact bytes depend on the ICU version (French groups with U+202F, dates may join
 * with ', ' or ' à '), the expectation is Intl's own output, next to the shape it must have.
 */
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPercent,
  formattersFor,
  formatUGX,
} from '../../src/domain/format';
import { formatSubscriptionAmount } from '../../src/subscriptions/amount';
import english from '../../src/i18n/en';
import french from '../../src/i18n/fr';
import swahili from '../../src/i18n/sw';

const SPACES = /[\u0020\u00a0\u202f]/g;
/** Any kind of space written as a plain one, to state the shape of a French number. */
const plain = (text: string) => text.replace(SPACES, ' ');
const intlDate = (locale: string, iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
const intlDateTime = (locale: string, at: Date) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at);

describe('English keeps the specification formats', () => {
  it('dates, numbers, percentages and UGX as before', () => {
    expect(formatDate('2026-11-22T12:00:00.000Z', 'en')).toBe('Nov 22, 2026');
    expect(formatNumber(1234567.891, 2, 'en')).toBe('1,234,567.89');
    expect(formatPercent(45, 'en')).toBe('45%');
    expect(formatUGX(1500000, 'en')).toBe('UGX 1,500,000');
    expect(formatMoney(12.5, 'USD', 'en')).toBe('$12.5');
  });

  it('is the default, and an unknown or malformed locale falls back to it', () => {
    expect(formatUGX(1500000)).toBe('UGX 1,500,000');
    expect(formatDate('2026-11-22', 'not a locale!')).toBe('Nov 22, 2026');
    expect(formatNumber(1500, 2, '')).toBe('1,500');
  });
});

describe('French follows fr conventions', () => {
  it('dates: day, abbreviated month, year', () => {
    expect(formatDate('2026-11-21T10:00:00.000Z', 'fr')).toBe('21 nov. 2026');
    expect(formatDate('2026-11-21T10:00:00.000Z', 'fr')).toBe(intlDate('fr', '2026-11-21T10:00:00.000Z'));
    expect(formatDate('2026-01-01', 'fr')).toBe('1 janv. 2026');
    const at = new Date(2026, 10, 22, 15, 45);
    expect(formatDateTime(at, 'fr')).toBe(intlDateTime('fr', at));
    expect(formatDateTime(at, 'fr')).toMatch(/^22 nov\. 2026.*15:45$/);
    expect(formatDateTime(new Date(2026, 10, 22, 0, 8), 'fr')).toMatch(/^22 nov\. 2026.*00:08$/);
  });

  it('numbers and percentages: spaces between thousands, decimal comma', () => {
    expect(plain(formatNumber(1234567.891, 2, 'fr'))).toBe('1 234 567,89');
    expect(formatNumber(1234567.891, 2, 'fr')).toBe(new Intl.NumberFormat('fr', { maximumFractionDigits: 2 }).format(1234567.891));
    expect(plain(formatPercent(45, 'fr'))).toBe('45 %');
    expect(formatPercent(45, 'fr')).toBe(new Intl.NumberFormat('fr', { style: 'percent' }).format(0.45));
  });

  it('amounts: the code after the number, same rounding as in English', () => {
    expect(plain(formatUGX(1500000, 'fr'))).toBe('1 500 000 UGX');
    expect(formatUGX(1500000, 'fr')).toBe(
      new Intl.NumberFormat('fr', { style: 'currency', currency: 'UGX', currencyDisplay: 'code' }).format(1500000),
    );
    expect(plain(formatUGX(1234.56, 'fr'))).toBe('1 235 UGX');
    expect(plain(formatUGX(999.5, 'fr'))).toBe('999,5 UGX');
    expect(plain(formatMoney(2500.4, 'KES', 'fr'))).toBe('2 500 KSh');
    expect(plain(formatMoney(-12.345, 'USD', 'fr'))).toBe('-12,35 $');
    expect(plain(formatMoney(10, 'NGN', 'fr'))).toBe('10 NGN');
  });
});

describe('Swahili follows the Intl sw locale', () => {
  it('dates', () => {
    expect(formatDate('2026-11-21T10:00:00.000Z', 'sw')).toBe(intlDate('sw', '2026-11-21T10:00:00.000Z'));
    expect(formatDate('2026-11-21T10:00:00.000Z', 'sw')).toMatch(/^21 \S+ 2026$/);
    const at = new Date(2026, 10, 22, 15, 45);
    expect(formatDateTime(at, 'sw')).toBe(intlDateTime('sw', at));
  });

  it('numbers, percentages and amounts', () => {
    expect(formatNumber(1234567.891, 2, 'sw')).toBe(new Intl.NumberFormat('sw', { maximumFractionDigits: 2 }).format(1234567.891));
    expect(formatPercent(45, 'sw')).toBe(new Intl.NumberFormat('sw', { style: 'percent' }).format(0.45));
    expect(formatUGX(1500000, 'sw')).toBe(
      new Intl.NumberFormat('sw', { style: 'currency', currency: 'UGX', currencyDisplay: 'code' }).format(1500000),
    );
    expect(plain(formatUGX(1500000, 'sw'))).toMatch(/^UGX 1.500.000$/);
  });
});

describe('missing values and free subscriptions in every locale', () => {
  it('gives nothing for missing or unreadable values', () => {
    for (const locale of ['en', 'fr', 'sw']) {
      expect(formatDate(null, locale)).toBe('');
      expect(formatDateTime('not a date', locale)).toBe('');
      expect(formatNumber('', 2, locale)).toBe('');
      expect(formatPercent(undefined, locale)).toBe('');
      expect(formatUGX('abc', locale)).toBe('');
    }
  });

  it('shows the translated FREE for 0 and the locale amount otherwise', () => {
    expect(formatSubscriptionAmount(0, english.resources.subscriptions.free, 'en')).toBe('FREE');
    expect(formatSubscriptionAmount(0, french.resources.subscriptions.free, 'fr')).toBe('GRATUIT');
    expect(formatSubscriptionAmount(null, swahili.resources.subscriptions.free, 'sw')).toBe('BURE');
    expect(formatSubscriptionAmount(1500000, 'FREE')).toBe('UGX 1,500,000');
    expect(plain(formatSubscriptionAmount(1500000, 'GRATUIT', 'fr'))).toBe('1 500 000 UGX');
  });
});

describe('formattersFor (what useFormat returns)', () => {
  it('binds every formatter to its locale', () => {
    const fr = formattersFor('fr');
    expect(fr.locale).toBe('fr');
    expect(fr.formatDate('2026-11-21')).toBe(formatDate('2026-11-21', 'fr'));
    expect(fr.formatDateTime('2026-11-21T10:00:00Z')).toBe(formatDateTime('2026-11-21T10:00:00Z', 'fr'));
    expect(fr.formatNumber(1500)).toBe(formatNumber(1500, 2, 'fr'));
    expect(fr.formatPercent(45)).toBe(formatPercent(45, 'fr'));
    expect(fr.formatUGX(1500000)).toBe(formatUGX(1500000, 'fr'));
    expect(fr.formatMoney(20, 'GBP')).toBe(formatMoney(20, 'GBP', 'fr'));
    expect(formattersFor('en').formatUGX(1500000)).toBe('UGX 1,500,000');
  });
});
