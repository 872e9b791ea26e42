/**
 * English whole numbers and medium dates are written without Intl (src/domain/format.ts: a page's first Intl
 * object costs ICU's start-up before the first rows). They must be exactly what Intl's en-US gives, in every
 * time zone; each case is checked against Intl itself, in five zones (Node applies a change of process.env.TZ to
 * Date and Intl at once): UTC, Kampala and São Paulo without daylight saving, St John's (a half-hour offset) and
 * Chatham (a quarter-hour one) with it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber, formatUGX } from '../../src/domain/format';
import { deadlineStatus } from '../../src/domain/deadline';

const ZONES = ['UTC', 'Africa/Kampala', 'America/Sao_Paulo', 'America/St_Johns', 'Pacific/Chatham'];
const runnerZone = process.env.TZ;
afterAll(() => {
  if (runnerZone === undefined) delete process.env.TZ;
  else process.env.TZ = runnerZone;
});

/** Runs `check` once in each zone, and proves the zone took effect (every one has its own offset in January). */
const inEveryZone = (check: () => void) => {
  const offsets = new Set<number>();
  for (const zone of ZONES) {
    process.env.TZ = zone;
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(zone);
    offsets.add(new Date(2026, 0, 1).getTimezoneOffset());
    check();
  }
  expect(offsets.size).toBe(ZONES.length);
};

const intlNumber = (n: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(n);
const intlDate = (date: Date, timeZone?: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(date);

describe('English whole numbers without Intl', () => {
  it('match Intl en-US for small, large, negative and signed-zero values', () => {
    const values = [0, -0, 1, 9, 10, 99, 100, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 1_500_000, -1, -999, -1000, -1_234_567];
    for (const n of [...values, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER]) expect(formatNumber(n, 2, 'en')).toBe(intlNumber(n));
    expect(formatNumber(1_500_000)).toBe('1,500,000');
    expect(formatNumber(-0)).toBe('-0');
  });

  it('leave fractions and values beyond safe integers to Intl', () => {
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(1234.567)).toBe('1,234.57');
    expect(formatNumber(1e21)).toBe(intlNumber(1e21));
    expect(formatNumber(2 ** 60)).toBe(intlNumber(2 ** 60));
  });

  it('are what amounts are made of', () => {
    expect(formatUGX(1_500_000)).toBe('UGX 1,500,000');
    expect(formatUGX(-2500)).toBe('-UGX 2,500');
    expect(formatMoney(12.5, 'USD')).toBe('$12.5');
  });
});

describe('English medium dates without Intl', () => {
  it('match Intl en-US on every day of four years, at midnight and late evening local time, in every zone', () => {
    inEveryZone(() => {
      for (let day = 0; day < 4 * 366; day++) {
        for (const hour of [0, 23]) {
          const date = new Date(2024, 0, 1 + day, hour, 59);
          expect(formatDate(date)).toBe(intlDate(date));
          expect(formatDate(date.toISOString())).toBe(intlDate(date));
        }
      }
    });
  });

  it('read a date-only value as that calendar day, like Intl in UTC, in every zone', () => {
    inEveryZone(() => {
      for (const iso of ['2026-01-01', '2026-02-28', '2028-02-29', '2026-09-30', '2026-12-31']) {
        expect(formatDate(iso)).toBe(intlDate(new Date(iso), 'UTC'));
      }
      expect(formatDate('2026-09-05')).toBe('Sep 5, 2026');
    });
  });

  it('leave years outside 1900–9999 to Intl', () => {
    const old = new Date(1850, 5, 1, 12);
    expect(formatDate(old)).toBe(intlDate(old));
  });
});

describe('deadline days in the local time zone without Intl', () => {
  it('count the same calendar days as Intl with the runtime time zone, in every zone', () => {
    inEveryZone(() => {
      const runtimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const now = new Date(2026, 2, 15, 10, 30);
      for (let hours = -24 * 40; hours <= 24 * 40; hours += 7) {
        const deadline = new Date(now.getTime() + hours * 3_600_000).toISOString();
        expect(deadlineStatus(deadline, now)).toEqual(deadlineStatus(deadline, now, runtimeZone));
      }
    });
  });
});
