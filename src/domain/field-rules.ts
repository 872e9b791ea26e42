/**
 * The generic field-rule checker shared by the admin's forms and the fixture API:
 * a FieldRule per field, checkFields() returns the messages and the cleaned value.
 * Pure: no React, no Express. The rules themselves live in rules.ts (part 1) and
 * rules-*.ts (part 2).
 *
 * Length limits, one reading for every rule of both parts (spec part 2 §9: "title 3 to 255"): a limit is
 * inclusive, so a value of exactly `max` characters is accepted and only `max + 1` is refused. The messages
 * keep the spec's own wording ('Title must be less than 255 characters' in part 2); exceedsMax() below is the
 * one comparison all checkers use (checkOne here, checkText in rules-education.ts, the bootcamp and
 * opportunity rules).
 */
import { EMAIL_PATTERN } from './auth-rules';

export type FieldType = 'string' | 'email' | 'url' | 'date' | 'number' | 'integer' | 'boolean' | 'enum' | 'array' | 'object';

export interface FieldRule {
  type: FieldType;
  /** Name used in default messages ('Title is required'). */
  label: string;
  required?: boolean;
  /** Strings: length; numbers: value. Both inclusive. */
  min?: number;
  max?: number;
  pattern?: RegExp;
  values?: readonly string[];
  /** Overrides of the default messages. */
  messages?: Partial<Record<'required' | 'type' | 'min' | 'max' | 'pattern' | 'values', string>>;
  /** Extra check on a present, well-typed value; returns a message or undefined. */
  check?: (value: unknown, body: Record<string, unknown>) => string | undefined;
}

export type Rules = Record<string, FieldRule>;

export interface CheckOptions {
  /** PATCH: only the fields present are checked; `required` means "not empty when given". */
  partial?: boolean;
  /** multipart bodies: exact numeric and 'true'/'false' strings become numbers and booleans. */
  form?: boolean;
}

export interface CheckResult {
  errors: Record<string, string>;
  /** Only the ruled fields, trimmed; empty optional values become null. */
  value: Record<string, unknown>;
}

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

export const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** An ISO 8601 date or date-time that is also a real date: '2026-05-01', '2026-05-01T09:30:00.000Z'. Not '2', not 'hello 5'. */
export const isIsoDate = (v: unknown): v is string => typeof v === 'string' && ISO_DATE.test(v.trim()) && !Number.isNaN(Date.parse(v.trim()));

/** True when `length` is over the inclusive limit `max` (see the header: the limit itself is allowed). */
export const exceedsMax = (length: number, max: number): boolean => length > max;

function coerce(rule: FieldRule, v: unknown, form: boolean): unknown {
  if (typeof v === 'string') v = v.trim();
  if (!form || typeof v !== 'string') return v;
  if ((rule.type === 'number' || rule.type === 'integer') && /^-?\d+(\.\d+)?$/.test(v)) return Number(v);
  if (rule.type === 'boolean' && (v === 'true' || v === 'false')) return v === 'true';
  if ((rule.type === 'array' || rule.type === 'object') && /^[[{]/.test(v)) {
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  }
  return v;
}

function typeOk(rule: FieldRule, v: unknown): boolean {
  switch (rule.type) {
    case 'string':
    case 'enum':
      return typeof v === 'string';
    case 'email':
      return typeof v === 'string' && EMAIL_PATTERN.test(v);
    case 'url':
      return typeof v === 'string' && HTTP_URL.test(v);
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
  email: 'a valid email address',
  url: 'a valid http(s) URL',
  date: 'a valid date',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

function checkOne(rule: FieldRule, v: unknown, body: Record<string, unknown>): string | undefined {
  const m = rule.messages ?? {};
  if (!typeOk(rule, v)) return m.type ?? `${rule.label} must be ${TYPE_WORD[rule.type]}`;
  const size = typeof v === 'string' ? v.length : typeof v === 'number' ? v : Array.isArray(v) ? v.length : undefined;
  const unit = typeof v === 'string' ? ' characters' : Array.isArray(v) ? ' items' : '';
  if (size !== undefined && rule.min !== undefined && size < rule.min)
    return m.min ?? `${rule.label} must be at least ${rule.min}${unit}`;
  if (size !== undefined && rule.max !== undefined && exceedsMax(size, rule.max))
    return m.max ?? `${rule.label} must be at most ${rule.max}${unit}`;
  if (rule.pattern && typeof v === 'string' && !rule.pattern.test(v)) return m.pattern ?? `${rule.label} contains invalid characters`;
  if (rule.values && !rule.values.includes(String(v))) return m.values ?? `${rule.label} must be one of: ${rule.values.join(', ')}`;
  return rule.check?.(v, body);
}

/** Checks `body` against `rules`; pure, so forms and the API share the messages. */
export function checkFields(rules: Rules, body: Record<string, unknown>, opts: CheckOptions = {}): CheckResult {
  const errors: Record<string, string> = {};
  const value: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const present = Object.prototype.hasOwnProperty.call(body, field);
    if (opts.partial && !present) continue;
    const v = coerce(rule, body[field], Boolean(opts.form));
    if (isEmpty(v)) {
      if (rule.required) errors[field] = rule.messages?.required ?? `${rule.label} is required`;
      else if (present) value[field] = null;
      continue;
    }
    const error = checkOne(rule, v, body);
    if (error) errors[field] = error;
    else value[field] = v;
  }
  return { errors, value };
}

