/**
 * Bootcamp rules (spec part 2 §3, §5, §9), shared by the admin's forms and the fixture API.
 * `readBootcampInput` turns a JSON or multipart body (all text) into typed fields; `validateBootcamp`
 * checks a whole record (the stored one merged with the patch on update).
 */
import { BOOTCAMP_FORMATS, BOOTCAMP_STATUSES, type Bootcamp } from './types';
import type { Violation } from './rules-education';
import { exceedsMax, isIsoDate } from './field-rules';

export const BOOTCAMP_DEFAULTS = { price: 100000, duration: 12, maxParticipants: 20, currency: 'UGX', format: 'Hybrid', status: 'draft' } as const;
export const BOOTCAMP_LIMITS = { titleMin: 3, titleMax: 255, shortMin: 20, shortMax: 500, studyOutcomesMax: 2000, durationMax: 52, participantsMax: 1000 } as const;

const TEXT = ['title', 'study_outcomes', 'category', 'format', 'location', 'level', 'currency', 'instructor', 'imageUrl', 'status'] as const;
/** Array-ish fields: arrive as JSON text (or a JSON array) and are stored as text. */
const LISTISH = ['inclusions', 'learning_areas', 'requirements', 'skills', 'benefits', 'syllabus'] as const;
const NUMBERS = ['price', 'maxParticipants', 'duration', 'capacity'] as const;
const DATES = ['startDate', 'endDate', 'applicationDeadline'] as const;

type Input = Partial<Record<keyof Bootcamp, unknown>>;
const NUMERIC = /^-?\d+(\.\d+)?$/;

/** Root-relative paths (served uploads) or absolute http(s) URLs. */
export function isImageUrl(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

const toText = (x: unknown): string | null | undefined => (typeof x === 'string' ? (x.trim() === '' ? null : x.trim()) : x === null ? null : undefined);

/** Typed fields from a request body; `description` maps to shortDescription. Wrong types are violations. */
export function readBootcampInput(body: Record<string, unknown>): { values: Input; violations: Violation[] } {
  const values: Input = {};
  const violations: Violation[] = [];
  const wrong = (field: string, what: string) => violations.push({ field, key: 'wrongType', message: `${field} must be ${what}` });
  const src: Record<string, unknown> = { ...body };
  if (src.description !== undefined) src.shortDescription = src.description;
  for (const f of [...TEXT, 'shortDescription' as const]) {
    if (src[f] === undefined) continue;
    const t = toText(src[f]);
    if (t === undefined) wrong(f, 'text');
    else values[f] = t;
  }
  for (const f of LISTISH) {
    const x = src[f];
    if (x === undefined) continue;
    if (Array.isArray(x)) values[f] = x.length ? JSON.stringify(x) : null;
    else if (typeof x === 'string' || x === null) values[f] = toText(x);
    else wrong(f, 'text or a list');
  }
  for (const f of NUMBERS) {
    const x = src[f];
    if (x === undefined) continue;
    if (x === null || x === '') values[f] = null;
    else if (typeof x === 'number' && Number.isFinite(x)) values[f] = x;
    else if (typeof x === 'string' && NUMERIC.test(x.trim())) values[f] = Number(x.trim());
    else wrong(f, 'a number');
  }
  for (const f of DATES) {
    const x = src[f];
    if (x === undefined) continue;
    if (x === null || x === '') values[f] = null;
    else if (isIsoDate(x)) values[f] = new Date(x.trim()).toISOString();
    else wrong(f, 'a date (YYYY-MM-DD or an ISO date-time)');
  }
  return { values, violations };
}

/** Create defaults (spec §9) for the numeric fields, currency, format and status left empty. */
export function withBootcampDefaults(values: Input): Input {
  const out = { ...values };
  for (const [k, d] of Object.entries(BOOTCAMP_DEFAULTS) as [keyof typeof BOOTCAMP_DEFAULTS, string | number][])
    if (out[k] === undefined || out[k] === null) out[k] = d;
  return out;
}

/** Checks a whole bootcamp (create: the input with defaults; update: stored record merged with the patch). */
export function validateBootcamp(r: Input): Violation[] {
  const out: Violation[] = [];
  const add = (field: string, key: string, message: string) => out.push({ field, key, message });
  const text = (f: keyof Bootcamp) => (typeof r[f] === 'string' ? (r[f] as string) : '');
  const missing = (['title', 'shortDescription', 'category', 'format', 'location'] as const).filter((f) => text(f) === '');
  if (missing.length) add(missing[0], 'requiredFields', `Please fill in all required fields. (${missing.join(', ')})`);
  const title = text('title');
  if (title && title.length < BOOTCAMP_LIMITS.titleMin) add('title', 'titleMin3', 'Title must be at least 3 characters');
  if (exceedsMax(title.length, BOOTCAMP_LIMITS.titleMax)) add('title', 'titleMax255', 'Title must be less than 255 characters');
  const short = text('shortDescription');
  if (short && short.length < BOOTCAMP_LIMITS.shortMin) add('shortDescription', 'shortDescriptionMin20', 'Short description must be at least 20 characters');
  if (exceedsMax(short.length, BOOTCAMP_LIMITS.shortMax)) add('shortDescription', 'shortDescriptionMax500', 'Short description must be less than 500 characters');
  if (exceedsMax(text('study_outcomes').length, BOOTCAMP_LIMITS.studyOutcomesMax)) add('study_outcomes', 'studyOutcomesMax2000', 'Study outcomes must be less than 2000 characters');
  if (text('format') && !(BOOTCAMP_FORMATS as readonly string[]).includes(text('format'))) add('format', 'formatInvalid', 'Format must be Online, Onsite or Hybrid');
  if (!(BOOTCAMP_STATUSES as readonly string[]).includes(text('status')))
    add('status', 'statusInvalid', `Status must be one of ${BOOTCAMP_STATUSES.join(', ')}`);
  const num = (f: keyof Bootcamp) => (typeof r[f] === 'number' ? (r[f] as number) : null);
  const price = num('price');
  if (price === null || price <= 0) add('price', 'priceMin', 'Price must be greater than 0');
  const duration = num('duration');
  if (duration === null || duration <= 0) add('duration', 'durationMin', 'Duration must be greater than 0');
  else if (duration > BOOTCAMP_LIMITS.durationMax) add('duration', 'durationMax', 'Duration cannot exceed 52 weeks');
  const max = num('maxParticipants');
  if (max === null || max <= 0) add('maxParticipants', 'participantsMin', 'Max participants must be greater than 0');
  else if (max > BOOTCAMP_LIMITS.participantsMax) add('maxParticipants', 'participantsMax', 'Max participants cannot exceed 1000');
  const [start, end, deadline] = DATES.map((f) => (typeof r[f] === 'string' ? Date.parse(r[f] as string) : NaN));
  if ([start, end, deadline].some(Number.isNaN)) add('startDate', 'datesRequired', 'Please fill in all date fields.');
  else {
    if (end <= start) add('endDate', 'endAfterStart', 'End date must be after the start date');
    if (deadline >= start) add('applicationDeadline', 'deadlineBeforeStart', 'Application deadline must be before the start date');
  }
  const img = text('imageUrl');
  if (img && !isImageUrl(img)) add('imageUrl', 'urlInvalid', 'Please provide a valid URL format.');
  // The edit form requires a level it has no input for (spec §5); the API does not, so bootcamps created
  // without a level stay editable. Forms that show a level input check it themselves.
  return out;
}

export type BootcampPhase = 'upcoming' | 'ongoing' | 'completed';

/**
 * Calendar phase of bootcamps from their dates (local calendar days): what the Active Programs card and the stats
 * count. Returns a classifier with today's local midnights computed once, for use over many bootcamps.
 */
export function bootcampPhaseAt(now: Date = new Date()): (b: Record<string, unknown>) => BootcampPhase {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
  return (b) => {
    if (typeof b.startDate === 'string' && Date.parse(b.startDate) >= tomorrow) return 'upcoming';
    if (typeof b.endDate === 'string' && Date.parse(b.endDate) < today) return 'completed';
    return 'ongoing';
  };
}

export const bootcampPhase = (b: { startDate: string; endDate: string }, now: Date = new Date()): BootcampPhase => bootcampPhaseAt(now)(b);
