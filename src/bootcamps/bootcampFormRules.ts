/**
 * Rules of the Add Bootcamp form (spec part 2 §2 "Bootcamps", §4 drafts, §5 "Bootcamp add", §9 limits), on top of
 * the shared src/domain/rules-bootcamps.ts (the fixture API checks the same record):
 * - `BOOTCAMP_FORM_DEFAULTS`: the values the form opens with (format Hybrid, price 100000, 20 places, 12 weeks).
 * - `bootcampDraftShouldSave`: a draft is kept only when title, short description or category is filled.
 * - `toBootcampPayload`: form values → the create body (shortDescription sent as `description`, empty numbers get
 *   the defaults, comma lists sent as JSON text arrays, imageUrl only when no file is attached).
 * - `validateBootcampForm`: form-level validator returning i18n keys per field (every empty required field gets
 *   'Please fill in all required fields.', every empty date 'Please fill in all date fields.').
 */
import type { FieldValues } from 'react-hook-form';
import { BOOTCAMP_DEFAULTS, validateBootcamp, withBootcampDefaults } from '../domain/rules-bootcamps';

const V = 'resources.bootcamps.validation';

export const REQUIRED_TEXT = ['title', 'shortDescription', 'category', 'format', 'location'] as const;
export const DATE_FIELDS = ['startDate', 'endDate', 'applicationDeadline'] as const;

export const BOOTCAMP_FORM_DEFAULTS = {
  format: BOOTCAMP_DEFAULTS.format,
  price: BOOTCAMP_DEFAULTS.price,
  maxParticipants: BOOTCAMP_DEFAULTS.maxParticipants,
  duration: BOOTCAMP_DEFAULTS.duration,
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : null;

/** True for a react-admin ImageInput value holding a newly chosen file. */
export const hasImageFile = (value: unknown): boolean =>
  !!value && typeof value === 'object' && (value as { rawFile?: unknown }).rawFile instanceof Blob;

export const bootcampDraftShouldSave = (values: FieldValues): boolean =>
  ['title', 'shortDescription', 'category'].some((field) => text(values[field]) !== '');

/** 'Lunch, Certificate ,,Mentoring' → '["Lunch","Certificate","Mentoring"]'; null when the list is empty. */
export function commaListToJson(value: unknown): string | null {
  const items = text(value).split(',').map((item) => item.trim()).filter(Boolean);
  return items.length ? JSON.stringify(items) : null;
}

/** The record the shared rules check: trimmed texts, numbers with the create defaults, status draft. */
function toRecord(values: FieldValues): Record<string, unknown> {
  const withFile = hasImageFile(values.image);
  const record: Record<string, unknown> = {
    status: BOOTCAMP_DEFAULTS.status,
    study_outcomes: text(values.study_outcomes),
    imageUrl: withFile ? '' : text(values.imageUrl),
    price: numberOrNull(values.price),
    maxParticipants: numberOrNull(values.maxParticipants),
    duration: numberOrNull(values.duration),
  };
  for (const field of REQUIRED_TEXT) record[field] = text(values[field]);
  for (const field of DATE_FIELDS) record[field] = text(values[field]) || null;
  return withBootcampDefaults(record);
}

export function toBootcampPayload(values: FieldValues): Record<string, unknown> {
  const record = toRecord(values);
  const payload: Record<string, unknown> = {
    title: record.title,
    description: record.shortDescription,
    category: record.category,
    format: record.format,
    location: record.location,
    price: record.price,
    maxParticipants: record.maxParticipants,
    duration: record.duration,
    startDate: record.startDate,
    endDate: record.endDate,
    applicationDeadline: record.applicationDeadline,
  };
  if (record.study_outcomes) payload.study_outcomes = record.study_outcomes;
  const inclusions = commaListToJson(values.inclusions);
  if (inclusions) payload.inclusions = inclusions;
  const learningAreas = commaListToJson(values.learning_areas);
  if (learningAreas) payload.learning_areas = learningAreas;
  if (hasImageFile(values.image)) payload.image = values.image;
  else if (record.imageUrl) payload.imageUrl = record.imageUrl;
  return payload;
}

/** Form-level validator: { field: i18n key } (react-admin translates the keys). */
export function validateBootcampForm(values: FieldValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const violation of validateBootcamp(toRecord(values))) {
    if (violation.key === 'requiredFields' || violation.key === 'datesRequired') continue;
    errors[violation.field] ??= `${V}.${violation.key}`;
  }
  for (const field of REQUIRED_TEXT) if (!text(values[field])) errors[field] = `${V}.requiredFields`;
  for (const field of DATE_FIELDS) if (!text(values[field])) errors[field] = `${V}.datesRequired`;
  return errors;
}

/**
 * Save stays disabled until every required text field and date is given (spec part 2 §5). Price, max participants
 * and duration start filled and fall back to their defaults when emptied (§9), so they never block Save.
 */
export const bootcampCanSubmit = (values: Record<string, unknown>): boolean =>
  [...REQUIRED_TEXT, ...DATE_FIELDS].every((field) => String(values[field] ?? '').trim() !== '');
