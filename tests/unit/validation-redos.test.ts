/**
 * No regular-expression stall. Every rule table of src/domain (found by walking the rule modules, so
 * a new table is covered without editing this file) is run with crafted 100 KB values in every field: each
 * answer comes well under a second. Every pattern's regex, run on those values *without* its length cap, is linear
 * too, and every string rule has a length limit that is checked before its pattern or check.
 */
import { describe, expect, it } from 'vitest';
import * as authRules from '../../src/domain/auth-rules';
import * as patterns from '../../src/domain/patterns';
import * as rules from '../../src/domain/rules';
import * as bootcampRules from '../../src/domain/rules-bootcamps';
import * as educationRules from '../../src/domain/rules-education';
import * as opportunityRules from '../../src/domain/rules-opportunities';
import { checkFields, STRING_CEILING, type FieldRule, type Rules } from '../../src/domain/validation';
import type { Pattern } from '../../src/domain/patterns';

const SIZE = 100 * 1024;
const fill = (unit: string, tail = '') => unit.repeat(Math.ceil((SIZE - tail.length) / unit.length)) + tail;

/** Near misses for each kind of pattern: long runs that almost match, then fail at the end. */
export const CRAFTED: readonly string[] = [
  fill('a'),
  fill('a', '@'),
  `a@${fill('a')}`,
  `a@${fill('a.')}@`,
  `${fill('a@')}`,
  `@${fill('.')}`,
  `a@a${fill('.a')} `,
  fill('1'),
  `+${fill('1 ')}x`,
  `https://${fill('a')} x`,
  `http://a${fill('/')}\u0000`,
  `/${fill('a/')}\\`,
  `2026-05-01T${fill('0')}`,
  fill('\u00e9 '),
  `data:image/png;base64,${fill('A')}!`,
  fill('-1.'),
];

const isRule = (x: unknown): x is FieldRule => typeof x === 'object' && x !== null && typeof (x as FieldRule).type === 'string' && typeof (x as FieldRule).label === 'string';
const isRules = (x: unknown): x is Rules => typeof x === 'object' && x !== null && !Array.isArray(x) && Object.keys(x).length > 0 && Object.values(x).every(isRule);

/** Every exported rule table (and lone rule) of the rule modules. */
const TABLES: [string, Rules][] = Object.entries({ authRules, rules, bootcampRules, educationRules, opportunityRules }).flatMap(([mod, exports]) =>
  Object.entries(exports as Record<string, unknown>).flatMap(([name, value]): [string, Rules][] => {
    if (isRules(value)) return [[`${mod}.${name}`, value]];
    if (isRule(value)) return [[`${mod}.${name}`, { [name]: value }]];
    return [];
  }),
);

const PATTERNS: [string, Pattern][] = [
  ...Object.entries(patterns).filter((e): e is [string, Pattern] => typeof e[1] === 'object' && e[1] !== null && (e[1] as Pattern).regex instanceof RegExp),
  ...TABLES.flatMap(([table, r]) => Object.entries(r).flatMap(([field, rule]): [string, Pattern][] => (rule.pattern ? [[`${table}.${field}`, rule.pattern]] : []))),
];

describe('crafted 100 KB values', () => {
  it('finds the rule tables', () => {
    const names = TABLES.map(([n]) => n);
    for (const expected of ['rules.loginRules', 'rules.userRules', 'rules.businessRules', 'educationRules.LEVEL_RULES', 'opportunityRules.APPLICATION_RULES', 'bootcampRules.APPLICANT_REVIEW_RULES']) {
      expect(names).toContain(expected);
    }
  });

  it('every field of every rule table answers well under a second, on create, update and multipart', () => {
    let slowest = { ms: 0, where: '' };
    for (const [table, r] of TABLES) {
      for (const field of Object.keys(r)) {
        for (const value of CRAFTED) {
          for (const opts of [{}, { mode: 'update' as const }, { form: true }]) {
            const started = performance.now();
            const { violations } = checkFields(r, { [field]: value }, opts);
            const ms = performance.now() - started;
            if (ms > slowest.ms) slowest = { ms, where: `${table}.${field} ${JSON.stringify(value.slice(0, 12))}…` };
            expect(violations.some((v) => v.field === field) || r[field].type === 'string', `${table}.${field} accepted a 100 KB value`).toBe(true);
          }
        }
      }
    }
    // A linear check of 100 KB takes microseconds to a millisecond; the email pattern used to take seconds.
    expect(slowest.ms, slowest.where).toBeLessThan(250);
  });

  it('every pattern is linear even without its length cap', () => {
    for (const [name, p] of PATTERNS) {
      for (const value of CRAFTED) {
        const started = performance.now();
        p.regex.test(value);
        const ms = performance.now() - started;
        expect(ms, `${name} on ${JSON.stringify(value.slice(0, 12))}…`).toBeLessThan(250);
      }
    }
  });

  it('the old email pattern was not (the measurement this guards): 10 KB of it took longer than 100 KB of the new one', () => {
    const OLD = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
    const value = `a@${'a.'.repeat(5_000)}@`;
    const started = performance.now();
    OLD.test(value);
    const old = performance.now() - started;
    const again = performance.now();
    patterns.EMAIL_PATTERN.regex.test(`a@${fill('a.')}@`);
    expect(performance.now() - again).toBeLessThan(old);
  });

  it('every string rule has a length limit, checked before its pattern and its check', () => {
    for (const [table, r] of TABLES) {
      for (const [field, rule] of Object.entries(r)) {
        if (rule.type !== 'string') continue;
        const cap = rule.max ?? rule.pattern?.maxLength ?? STRING_CEILING;
        // the logo (a data: image) is the one field allowed more than the ceiling: 136,566 characters
        expect(cap, `${table}.${field}`).toBeLessThanOrEqual(140_000);
        let checked = false;
        const spied: FieldRule = { ...rule, check: (v, b) => ((checked = true), rule.check?.(v, b)) };
        const violation = checkFields({ [field]: spied }, { [field]: 'x'.repeat(cap + 1) }).violations[0];
        expect(violation?.check, `${table}.${field}`).toMatch(/^(max|pattern|values)$/);
        expect(checked, `${table}.${field}: check ran on an over-long value`).toBe(false);
      }
    }
  });

  it('the email rule stops at 254 characters', () => {
    const local = 'a'.repeat(254 - '@example.ug'.length);
    expect(checkFields(rules.loginRules, { email: `${local}@example.ug`, password: 'secret1' }).violations).toEqual([]);
    expect(checkFields(rules.loginRules, { email: `a${local}@example.ug`, password: 'secret1' }).errors.email).toBe('Email must be at most 254 characters');
  });
});
