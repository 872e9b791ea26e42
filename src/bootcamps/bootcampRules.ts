/**
 * Rules of the bootcamp forms (docs/requirements.md §2 "Bootcamps", §4 drafts, §5 "Bootcamp add" and "Bootcamp edit", §9
 * limits), on top of the shared src/domain/rules-bootcamps.ts (the fixture API checks the same record):
 * - `BOOTCAMP_FORM_DEFAULTS`: the values the add form opens with (format Hybrid, price 100000, 20 places, 12 weeks).
 * - `bootcampDraftShouldSave`: a draft is kept only when title, short description or category is filled.
 * - `toBootcampPayload`: add form values → the create body (shortDescription sent as `description`, empty numbers
 *   get the defaults, comma lists sent as JSON text arrays, imageUrl only when no file is attached), with the level:
 *   a bootcamp created without one could not be edited.
 * - `toBootcampUpdatePayload`: edit form values → the update body: the same plus skills, currency (no
 *   defaults: an emptied number is refused by the rules).
 * - `validateBootcampForm` / `validateBootcampEditForm`: form-level validators returning i18n keys per field. Add:
 *   every empty required field (level, price, max participants and duration included) gets 'Please fill in all required
 *   fields.', every empty or unreadable date 'Please fill in all date fields.'. Edit: the edit rules (title 3–255,
 *   short description 20–500, price > 0, duration 1–52, places 1–1000, end after start, deadline before start,
 *   image URL) and a level.
 * - `bootcampCanSubmit` / `bootcampEditCanSubmit`: whether the form's validator finds nothing (Save's state).
 */
import type { FieldValues } from 'react-hook-form';
import { hasImageFile } from '../common/imageFile';
import { BOOTCAMP_DEFAULTS, listItems, validateBootcamp, withBootcampDefaults } from '../domain/rules-bootcamps';
import { FREE_TEXT_MAX, LIST_LIMITS } from '../domain/text-limits';

const V = 'resources.bootcamps.validation';

export const REQUIRED_TEXT = ['title', 'shortDescription', 'category', 'format', 'location', 'level'] as const;
export const DATE_FIELDS = ['startDate', 'endDate', 'applicationDeadline'] as const;
/**
 * The dates each date's order rules read (the shared rules: end after start, deadline before start): checked again
 * as it changes, so that a pair's message shows as soon as both of its dates are given.
 */
export const DATE_PAIRS: Record<(typeof DATE_FIELDS)[number], readonly string[]> = {
  startDate: ['endDate', 'applicationDeadline'],
  endDate: ['startDate'],
  applicationDeadline: ['startDate'],
};
/** The comma-list inputs (checked as lists: LIST_LIMITS). */
const LIST_FIELDS = ['inclusions', 'learning_areas', 'skills'] as const;
/** Required on the add form although they open filled (docs/requirements.md §5 'Bootcamp add'). */
const NUMBER_FIELDS = ['price', 'maxParticipants', 'duration'] as const;

export const BOOTCAMP_FORM_DEFAULTS = {
  format: BOOTCAMP_DEFAULTS.format,
  price: BOOTCAMP_DEFAULTS.price,
  maxParticipants: BOOTCAMP_DEFAULTS.maxParticipants,
  duration: BOOTCAMP_DEFAULTS.duration,
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : null;

export { hasImageFile };

export const bootcampDraftShouldSave = (values: FieldValues): boolean =>
  ['title', 'shortDescription', 'category'].some((field) => text(values[field]) !== '');

/** 'Lunch, Certificate ,,Mentoring' (or its JSON text) → '["Lunch","Certificate","Mentoring"]'; null when empty. */
export function commaListToJson(value: unknown): string | null {
  const items = listItems(value);
  return items.length ? JSON.stringify(items) : null;
}

/**
 * A stored list as the comma text the inputs show: JSON text becomes 'A, B'; any other text is shown as typed (a
 * trailing ', ' must survive typing).
 */
export const listToText = (value: unknown): string =>
  typeof value === 'string' ? (value.trim().startsWith('[') ? listItems(value).join(', ') : value) : Array.isArray(value) ? listItems(value).join(', ') : '';

/** The record the shared rules check: trimmed texts, numbers (with the create defaults when `defaults`), status draft. */
function toRecord(values: FieldValues, defaults: boolean): Record<string, unknown> {
  const withFile = hasImageFile(values.image);
  const record: Record<string, unknown> = {
    status: text(values.status) || BOOTCAMP_DEFAULTS.status,
    study_outcomes: text(values.study_outcomes),
    imageUrl: withFile ? '' : text(values.imageUrl),
    price: numberOrNull(values.price),
    maxParticipants: numberOrNull(values.maxParticipants),
    duration: numberOrNull(values.duration),
  };
  for (const field of REQUIRED_TEXT) record[field] = text(values[field]);
  for (const field of DATE_FIELDS) record[field] = text(values[field]) || null;
  for (const field of LIST_FIELDS) record[field] = typeof values[field] === 'string' ? values[field] : null;
  return defaults ? withBootcampDefaults(record) : record;
}

function payloadOf(values: FieldValues, record: Record<string, unknown>): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    title: record.title,
    description: record.shortDescription,
    category: record.category,
    format: record.format,
    location: record.location,
    level: record.level,
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

export const toBootcampPayload = (values: FieldValues): Record<string, unknown> => payloadOf(values, toRecord(values, true));

/** Optional fields an edit may empty: sent as null (cleared), where the create body leaves them out. */
const CLEARABLE = ['study_outcomes', 'inclusions', 'learning_areas', 'skills'] as const;

export function toBootcampUpdatePayload(values: FieldValues): Record<string, unknown> {
  const record = toRecord(values, false);
  const payload = payloadOf(values, record);
  payload.currency = text(values.currency) || BOOTCAMP_DEFAULTS.currency;
  payload.status = record.status;
  payload.skills = commaListToJson(values.skills);
  for (const field of CLEARABLE) payload[field] ??= null;
  if (!hasImageFile(values.image)) payload.imageUrl ??= null;
  return payload;
}

/** A form error: an i18n key, or a key with the limits it names ('Must be at most %{max} characters'). */
export type FormError = string | { message: string; args: Record<string, number> };
const LIMIT_ARGS = { max: FREE_TEXT_MAX, items: LIST_LIMITS.items, itemMax: LIST_LIMITS.itemMax };
const WITH_LIMITS = new Set(['textMax', 'listItems', 'listItemMax', 'listNotFlat']);

/** Messages of the shared rules by field, each an i18n key; the required-field summaries are set per field instead. */
function ruleErrors(record: Record<string, unknown>): Record<string, FormError> {
  const errors: Record<string, FormError> = {};
  for (const violation of validateBootcamp(record)) {
    if (violation.key === 'requiredFields' || violation.key === 'datesRequired') continue;
    const key = `${V}.${violation.key}`;
    errors[violation.field] ??= WITH_LIMITS.has(violation.key) ? { message: key, args: LIMIT_ARGS } : key;
  }
  return errors;
}

/** A date the shared rules read (YYYY-MM-DD or an ISO date-time); not an empty or unreadable ('invalid') one. */
const readableDate = (value: unknown): boolean => text(value) !== '' && !Number.isNaN(Date.parse(text(value)));

/** Add form: { field: i18n key } (react-admin translates the keys). */
export function validateBootcampForm(values: FieldValues): Record<string, FormError> {
  const errors = ruleErrors(toRecord(values, true));
  for (const field of REQUIRED_TEXT) if (!text(values[field])) errors[field] = `${V}.requiredFields`;
  for (const field of NUMBER_FIELDS) if (numberOrNull(values[field]) === null) errors[field] = `${V}.requiredFields`;
  for (const field of DATE_FIELDS) if (!readableDate(values[field])) errors[field] = `${V}.datesRequired`;
  return errors;
}

/** Edit form: the edit rules of §5 (a level included). */
export function validateBootcampEditForm(values: FieldValues): Record<string, FormError> {
  const errors = ruleErrors(toRecord(values, false));
  for (const field of REQUIRED_TEXT) if (!text(values[field])) errors[field] = `${V}.requiredFields`;
  if (!text(values.startDate)) errors.startDate = `${V}.startRequired`;
  if (!text(values.applicationDeadline)) errors.applicationDeadline = `${V}.deadlineRequired`;
  if (!text(values.endDate)) errors.endDate = `${V}.datesRequired`;
  // a date the picker could not read is stored as 'invalid': refused like the shared rules refuse it
  for (const field of DATE_FIELDS) if (text(values[field]) && !readableDate(values[field])) errors[field] = `${V}.datesRequired`;
  return errors;
}

/**
 * Save stays disabled while a field is empty or wrong (docs/requirements.md §5): on the add form price, max participants and
 * duration too ('disabled without price, max participants, duration and the other required fields'; they open
 * with §9's defaults, which the payload still applies to a draft saved without them).
 */
const passes = (validate: (values: FieldValues) => Record<string, FormError>) => (values: FieldValues): boolean =>
  Object.keys(validate(values)).length === 0;
export const bootcampCanSubmit = passes(validateBootcampForm);
export const bootcampEditCanSubmit = passes(validateBootcampEditForm);
