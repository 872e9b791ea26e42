/**
 * The one validation engine of the admin's forms and the fixture API.
 *
 * One rule shape (FieldRule), one checker (checkFields for a body, checkField for one value) and one result
 * (Violation: field, check, i18n key, the requirements' message). Rules are tables: auth-rules.ts and rules.ts (sign-in,
 * users, businesses, messages, subscriptions), rules-education.ts, rules-bootcamps.ts and rules-opportunities.ts;
 * formats are the patterns of
 * patterns.ts, defined once. The fixture API answers 400 'Validation failed: <messages>' (mock-api/validate.ts);
 * a form shows the violation under an i18n key (form-validator.ts). What spans several fields (dates in order, the
 * amount of a paid opportunity, a quiz's questions) stays code in its rule file and returns the same Violation.
 *
 * One reading for every rule:
 * - strings are judged trimmed (except under `trim: false`: a password is its exact value); '', blanks and null are
 *   missing: a `required` rule fails, any other gives null;
 * - mode 'update' (a PATCH) checks only the fields present;
 * - `form: true` (a multipart body, all text) reads exact numbers, 'true'/'false' and JSON lists from text;
 * - limits are inclusive (docs/requirements.md §9 "title 3 to 255": 255 passes, 256 fails), see exceedsMax;
 * - checks run in this order and the first failure is the field's one violation: type, min, max, characters,
 *   pattern, values, check. A length is thus checked before any pattern, and each pattern has its own length cap;
 * - no text holds characters that deceive a reader (hiddenCharacter in patterns.ts): control characters, direction
 *   overrides, zero-width characters; joiners are allowed in free text only (a limit over 255: descriptions);
 * - `normalize: true` (emails) reads the value in Unicode NFKC form, so 'ａdmin@…' is 'admin@…' for every check
 *   and is stored that way.
 */
import { hiddenCharacter, isIsoDate, type Pattern } from './patterns';

export type FieldType = 'string' | 'date' | 'number' | 'integer' | 'boolean' | 'enum' | 'array' | 'object';
export type Check = 'required' | 'type' | 'min' | 'max' | 'characters' | 'pattern' | 'values' | 'check';
/** The requirements' English; a pair [key, text] when a form shows it under a key of its own ('titleMin3'). */
export type Message = string | readonly [key: string, text: string];
export type Mode = 'create' | 'update';

export interface FieldRule {
  type: FieldType;
  /** Name used in default messages ('Title is required'). */
  label: string;
  required?: boolean;
  /** Strings and lists: length; numbers: value. Both inclusive. */
  min?: number;
  max?: number;
  /** Strings only (email, phone, URL, allowed characters). */
  pattern?: Pattern;
  /** The pattern is checked on create only (the education level edit form does not check characters). */
  patternOnCreate?: boolean;
  values?: readonly string[];
  /** Replace the default messages of defaultText(). */
  messages?: Partial<Record<Check, Message>>;
  /** Last check of a present, well-formed value (`body`: the whole body or form values): a message or undefined. */
  check?: (value: unknown, body: Record<string, unknown>) => Message | undefined;
  /** false: the value is judged and kept as sent, spaces included (passwords). */
  trim?: false;
  /** true: the value is judged and kept in Unicode NFKC form (emails: a full-width letter is its plain one). */
  normalize?: true;
  /** What is kept of an accepted value (a date as an ISO date-time…); the value itself by default. */
  store?: (value: unknown) => unknown;
}

export type Rules = Record<string, FieldRule>;

export interface CheckOptions {
  mode?: Mode;
  form?: boolean;
}

export interface Violation {
  field: string;
  check: Check;
  /** The message's own key, else `${field}Required`, `${field}Min`, `${field}Max` or `${field}Invalid`. */
  key: string;
  message: string;
}

export interface CheckResult {
  violations: Violation[];
  /** The same messages by field (a field has one at most). */
  errors: Record<string, string>;
  /** The ruled fields only, read, trimmed (unless `trim: false`) and stored; a missing optional field that was sent is null. */
  value: Record<string, unknown>;
}

/**
 * A string rule without a limit of its own (no max, no pattern) is still refused past this length, before its
 * `check` runs: no value of any rule reaches a check or a parse unbounded.
 */
export const STRING_CEILING = 65_536;

/** A text rule with a limit over this is free text (a description), where joiners may shape emoji and scripts. */
export const SINGLE_LINE_MAX = 255;

/** True when `length` is over the inclusive limit `max`: the limit itself is allowed. */
export const exceedsMax = (length: number, max: number): boolean => length > max;

const isMissing = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

function read(rule: FieldRule, v: unknown, form: boolean): unknown {
  if (typeof v === 'string' && rule.trim !== false) v = v.trim();
  if (typeof v === 'string' && rule.normalize && v.length <= (rule.max ?? STRING_CEILING)) v = v.normalize('NFKC');
  if (!form || typeof v !== 'string') return v;
  if ((rule.type === 'number' || rule.type === 'integer') && v.length <= 32 && NUMBER_TEXT.test(v)) return Number(v);
  if (rule.type === 'boolean' && (v === 'true' || v === 'false')) return v === 'true';
  if ((rule.type === 'array' || rule.type === 'object') && (v.startsWith('[') || v.startsWith('{'))) {
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  }
  return v;
}

function typeOk(type: FieldType, v: unknown): boolean {
  switch (type) {
    case 'string':
    case 'enum':
      return typeof v === 'string';
    case 'date':
      return isIsoDate(v);
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'integer':
      return typeof v === 'number' && Number.isInteger(v);
    case 'boolean':
      return typeof v === 'boolean';
    case 'array':
      return Array.isArray(v);
    case 'object':
      return typeof v === 'object' && v !== null && !Array.isArray(v);
  }
}

const TYPE_WORD: Record<FieldType, string> = {
  string: 'a text',
  enum: 'a text',
  date: 'a valid date',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

function defaultText(rule: FieldRule, check: Check, v: unknown): string {
  const { label } = rule;
  const unit = typeof v === 'string' ? ' characters' : Array.isArray(v) ? ' items' : '';
  switch (check) {
    case 'required':
      return `${label} is required`;
    case 'type':
      return `${label} must be ${TYPE_WORD[rule.type]}`;
    case 'min':
      return `${label} must be at least ${rule.min}${unit}`;
    case 'max':
      return `${label} must be at most ${rule.max ?? STRING_CEILING}${unit}`;
    case 'characters':
      return `${label.charAt(0).toUpperCase()}${label.slice(1)} contains invisible or direction-changing characters`;
    case 'pattern':
      return rule.pattern?.mustBe ? `${label} must be ${rule.pattern.mustBe}` : `${label} contains invalid characters`;
    case 'values':
      return `${label} must be one of: ${(rule.values ?? []).join(', ')}`;
    case 'check':
      return `${label} is invalid`;
  }
}

const KEY_SUFFIX: Record<Check, string> = { required: 'Required', type: 'Invalid', min: 'Min', max: 'Max', characters: 'Characters', pattern: 'Invalid', values: 'Invalid', check: 'Invalid' };

function violation(field: string, rule: FieldRule, check: Check, v: unknown, given?: Message): Violation {
  const message = given ?? rule.messages?.[check] ?? defaultText(rule, check, v);
  const [key, text] = typeof message === 'string' ? [`${field}${KEY_SUFFIX[check]}`, message] : message;
  return { field, check, key, message: text };
}

/** The first built-in check a present value fails, in the header's order. */
function failedCheck(rule: FieldRule, v: unknown, mode: Mode): Check | undefined {
  if (!typeOk(rule.type, v)) return 'type';
  const size = typeof v === 'string' || Array.isArray(v) ? v.length : typeof v === 'number' ? v : undefined;
  if (size !== undefined && rule.min !== undefined && size < rule.min) return 'min';
  const max = rule.max ?? (typeof v === 'string' && !rule.pattern ? STRING_CEILING : undefined);
  if (size !== undefined && max !== undefined && exceedsMax(size, max)) return 'max';
  if (typeof v === 'string' && rule.trim !== false && hiddenCharacter(v, exceedsMax(max ?? 0, SINGLE_LINE_MAX))) return 'characters';
  if (rule.pattern && typeof v === 'string' && !(rule.patternOnCreate && mode === 'update') && !rule.pattern.test(v)) return 'pattern';
  if (rule.values && !rule.values.includes(String(v))) return 'values';
  return undefined;
}

type Outcome = { violation: Violation } | { value: unknown };

function judge(field: string, rule: FieldRule, raw: unknown, body: Record<string, unknown>, opts: CheckOptions): Outcome {
  const v = read(rule, raw, opts.form ?? false);
  if (isMissing(v)) return rule.required ? { violation: violation(field, rule, 'required', v) } : { value: null };
  const failed = failedCheck(rule, v, opts.mode ?? 'create');
  if (failed) return { violation: violation(field, rule, failed, v) };
  const custom = rule.check?.(v, body);
  if (custom !== undefined) return { violation: violation(field, rule, 'check', v, custom) };
  return { value: rule.store ? rule.store(v) : v };
}

/** The violation of one value (a form field), or undefined; `body` holds the other values for `check`. */
export function checkField(field: string, rule: FieldRule, value: unknown, opts: CheckOptions & { body?: Record<string, unknown> } = {}): Violation | undefined {
  const outcome = judge(field, rule, value, opts.body ?? {}, opts);
  return 'violation' in outcome ? outcome.violation : undefined;
}

/** Checks `body` against `rules`, field by field in the rules' order. */
export function checkFields(rules: Rules, body: Record<string, unknown>, opts: CheckOptions = {}): CheckResult {
  const violations: Violation[] = [];
  const value: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const present = Object.prototype.hasOwnProperty.call(body, field) && body[field] !== undefined;
    if (opts.mode === 'update' && !present) continue;
    const outcome = judge(field, rule, present ? body[field] : undefined, body, opts);
    if ('violation' in outcome) violations.push(outcome.violation);
    else if (present) value[field] = outcome.value;
  }
  return { violations, errors: Object.fromEntries(violations.map((v) => [v.field, v.message])), value };
}
