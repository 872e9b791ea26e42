/**
 * Course form rules for the admin UI (docs/requirements.md §5 Course, §7 body, §8 "Course create mapping"), on top of the
 * shared COURSE_RULES of src/domain/rules-education.ts (the fixture API checks the same, with the same engine).
 * - `courseTextValidator(field)`: react-admin validator (marked required) giving the i18n key of the first violation.
 * - `toCoursePayload(values)`: the POST/PATCH body { title, description, levelId } (trimmed, levelId a number).
 * - `mapCourseError(message, status?)`: a server failure → toast title/message and, for a duplicate, a title error.
 * - `mapCourseUpdateError`: an edit's failure: a duplicate → the same title error, else the dialog's defaults.
 * - `courseCanSubmit`: Save stays disabled while a field is empty or wrong (docs/requirements.md §5).
 */
import type { Validator } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { TITLE_COUNTER } from '../common/CountedTextInput';
import type { MapError, MappedError } from '../common/mutationFeedback';
import { fieldValidator, rulesPass } from '../domain/form-validator';
import { COURSE_RULES } from '../domain/rules-education';

export const COURSE_KEYS = 'resources.courses';
const V = `${COURSE_KEYS}.validation`;
const N = `${COURSE_KEYS}.notifications`;

/** Counter limits (docs/requirements.md §9): titles 255 (yellow 150, red 200), course description 2000 (1200, 1600). */
export const COURSE_COUNTERS = {
  title: TITLE_COUNTER,
  description: { max: 2000, warnAt: 1200, dangerAt: 1600 },
} as const;

export const courseTextValidator = (field: 'title' | 'description'): Validator => fieldValidator(COURSE_RULES, field, V);

export const LEVEL_REQUIRED = `${V}.levelRequired`;

export const courseCanSubmit = (values: FieldValues): boolean => rulesPass(COURSE_RULES, values);

export function toCoursePayload(values: Record<string, unknown>): Record<string, unknown> {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
  return { title: text(values.title), description: text(values.description), levelId: Number(values.levelId) };
}

/** Spec requirements §8, checked in this order; `status` (HTTP) also recognises 401/403 whose message says neither. */
export function mapCourseError(message: string, status?: number): MappedError {
  if (status === 401 || /\b401\b|unauthori[sz]ed/i.test(message))
    return { title: 'app.errors.authenticationError', message: `${N}.authFailed` };
  if (status === 403 || /\b403\b|forbidden/i.test(message))
    return { title: 'app.errors.permissionError', message: `${N}.permissionDenied` };
  if (/already exists/i.test(message)) return { title: `${N}.duplicateTitle`, message: `${N}.duplicate`, field: 'title' };
  if (/not found/i.test(message)) return { title: 'app.errors.creationFailed', message: `${N}.levelNotFound`, field: 'levelId' };
  // title by status: 400/422 'Validation Error', else the dialog's 'Creation Failed'
  return { message: `${N}.createFailedMessage` };
}

export const mapCourseUpdateError: MapError = (message) =>
  /already exists/i.test(message) ? { title: `${N}.duplicateTitle`, message: `${N}.duplicate`, field: 'title' } : undefined;
