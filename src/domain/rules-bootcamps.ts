/**
 * Bootcamp rules (docs/requirements.md §3, §5, §9), shared by the admin's forms and the fixture API through the engine of
 * validation.ts. `readBootcampInput` turns a JSON or multipart body (all text) into typed fields;
 * `validateBootcamp` checks a whole record (the stored one merged with the patch on update).
 */
import { APPLICANT_STATUSES, BOOTCAMP_FORMATS, BOOTCAMP_STATUSES, type Bootcamp } from './types';
import { CURRENCIES } from './format';
import { MONEY_MAX, MONEY_MAX_TEXT, toIsoDateTime, wrongType } from './rule-builders';
import { FREE_TEXT_MAX, LIST_LIMITS, LIST_TEXT_MAX } from './text-limits';
import { isImageUrl } from './url';
import { checkFields, type FieldRule, type Message, type Rules, type Violation } from './validation';

export const BOOTCAMP_DEFAULTS = { price: 100000, duration: 12, maxParticipants: 20, currency: 'UGX', format: 'Hybrid', status: 'draft' } as const;
export const BOOTCAMP_LIMITS = { titleMin: 3, titleMax: 255, shortMin: 20, shortMax: 500, studyOutcomesMax: 2000, durationMax: 52, participantsMax: 1000 } as const;

const TEXT = ['title', 'shortDescription', 'study_outcomes', 'category', 'format', 'location', 'level', 'currency', 'instructor', 'imageUrl', 'status'] as const;
/** Array-ish fields: arrive as JSON text (or a flat JSON array of texts) and are stored as text. */
const LISTISH = ['inclusions', 'learning_areas', 'requirements', 'skills', 'benefits', 'syllabus'] as const;
const NUMBERS = ['price', 'maxParticipants', 'duration', 'capacity'] as const;
const DATES = ['startDate', 'endDate', 'applicationDeadline'] as const;

type Input = Partial<Record<keyof Bootcamp, unknown>>;

const rulesOf = (fields: readonly string[], rule: (field: string) => FieldRule): Rules => Object.fromEntries(fields.map((f) => [f, rule(f)]));

type Pair = readonly [key: string, text: string];
const textMax = (f: string): Pair => ['textMax', `${f} must be at most ${FREE_TEXT_MAX} characters`];
const listTooLong = (f: string): Pair => ['listItems', `${f} must have at most ${LIST_LIMITS.items} items`];

/** A list field's text read as JSON when it is a JSON text, else as comma text. */
function parseList(text: string): unknown {
  if (text.trim().startsWith('[')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      /* read as comma text */
    }
  }
  return listItems(text);
}

/**
 * What is wrong with a list field's value, or undefined: a list (or its JSON text, or comma text) of at most
 * LIST_LIMITS.items texts of at most LIST_LIMITS.itemMax characters each. The text's length is checked before it
 * is parsed, the count before the items.
 */
export function listProblem(field: string, value: unknown): Pair | undefined {
  if (typeof value === 'string' && value.length > LIST_TEXT_MAX) return listTooLong(field);
  const items = typeof value === 'string' ? parseList(value) : value;
  const notFlat: Pair = ['listNotFlat', `${field} must be a list of texts`];
  if (!Array.isArray(items)) return notFlat;
  if (items.length > LIST_LIMITS.items) return listTooLong(field);
  if (items.some((item) => typeof item !== 'string')) return notFlat;
  if ((items as string[]).some((item) => item.trim().length > LIST_LIMITS.itemMax))
    return ['listItemMax', `Each item of ${field} must be at most ${LIST_LIMITS.itemMax} characters`];
  return undefined;
}

/** How each body field is read: its kind, and its message when it is of another kind. */
const INPUT_RULES: Rules = {
  ...rulesOf(TEXT, (f) => ({ type: 'string', label: f, max: FREE_TEXT_MAX, messages: { type: wrongType(f, 'text'), max: textMax(f) } })),
  ...rulesOf(LISTISH, (f) => ({
    type: 'string', label: f, max: LIST_TEXT_MAX, check: (v) => listProblem(f, v),
    messages: { type: wrongType(f, 'text or a list'), max: listTooLong(f) },
  })),
  ...rulesOf(NUMBERS, (f) => ({ type: 'number', label: f, messages: { type: wrongType(f, 'a number') } })),
  ...rulesOf(DATES, (f) => ({ type: 'date', label: f, store: toIsoDateTime, messages: { type: wrongType(f, 'a date (YYYY-MM-DD or an ISO date-time)') } })),
};

/**
 * Typed fields from a request body; `description` maps to shortDescription. Wrong types are violations. `form`: a
 * multipart body, whose fields are all text ('250000', '' for none); a JSON body's values must have their own type.
 */
export function readBootcampInput(body: Record<string, unknown>, form: boolean): { values: Input; violations: Violation[] } {
  const src: Record<string, unknown> = { ...body };
  if (src.description !== undefined) src.shortDescription = src.description;
  const listViolations: Violation[] = [];
  for (const f of LISTISH) {
    if (!Array.isArray(src[f])) continue;
    const problem = listProblem(f, src[f]);
    if (problem) listViolations.push({ field: f, check: 'check', key: problem[0], message: problem[1] });
    src[f] = problem ? undefined : (src[f] as unknown[]).length ? JSON.stringify(src[f]) : null;
  }
  const { value, violations } = checkFields(INPUT_RULES, src, { mode: 'update', form });
  return { values: value as Input, violations: [...listViolations, ...violations] };
}

/** Create defaults (requirements §9) for the numeric fields, currency, format and status left empty. */
export function withBootcampDefaults(values: Input): Input {
  const out = { ...values };
  for (const [k, d] of Object.entries(BOOTCAMP_DEFAULTS) as [keyof typeof BOOTCAMP_DEFAULTS, string | number][])
    if (out[k] === undefined || out[k] === null) out[k] = d;
  return out;
}

const positive = (message: Message) => (v: unknown) => ((v as number) > 0 ? undefined : message);
const PRICE_MIN: Message = ['priceMin', 'Price must be greater than 0'];
const DURATION_MIN: Message = ['durationMin', 'Duration must be greater than 0'];
const PARTICIPANTS_MIN: Message = ['participantsMin', 'Max participants must be greater than 0'];
const DURATION_WHOLE: Message = ['durationWhole', 'Duration must be a whole number'];
const PARTICIPANTS_WHOLE: Message = ['participantsWhole', 'Max participants must be a whole number'];
const STATUS_INVALID: Message = ['statusInvalid', `Status must be one of ${BOOTCAMP_STATUSES.join(', ')}`];
const { titleMin, titleMax, shortMin, shortMax, studyOutcomesMax, durationMax, participantsMax } = BOOTCAMP_LIMITS;

/** A whole bootcamp's fields; the required texts are asked for together (validateBootcamp). */
const RECORD_RULES: Rules = {
  title: { type: 'string', label: 'Title', min: titleMin, max: titleMax, messages: { min: ['titleMin3', 'Title must be at least 3 characters'], max: ['titleMax255', 'Title must be less than 255 characters'] } },
  shortDescription: {
    type: 'string', label: 'Short description', min: shortMin, max: shortMax,
    messages: { min: ['shortDescriptionMin20', 'Short description must be at least 20 characters'], max: ['shortDescriptionMax500', 'Short description must be less than 500 characters'] },
  },
  study_outcomes: { type: 'string', label: 'Study outcomes', max: studyOutcomesMax, messages: { max: ['studyOutcomesMax2000', 'Study outcomes must be less than 2000 characters'] } },
  format: { type: 'enum', label: 'Format', values: BOOTCAMP_FORMATS, messages: { values: ['formatInvalid', 'Format must be Online, Onsite or Hybrid'] } },
  status: { type: 'enum', label: 'Status', required: true, values: BOOTCAMP_STATUSES, messages: { required: STATUS_INVALID, type: STATUS_INVALID, values: STATUS_INVALID } },
  price: {
    type: 'number', label: 'Price', required: true, max: MONEY_MAX, check: positive(PRICE_MIN),
    messages: { required: PRICE_MIN, type: PRICE_MIN, max: ['priceMax', `Price must be at most ${MONEY_MAX_TEXT}`] },
  },
  currency: { type: 'enum', label: 'Currency', values: CURRENCIES, messages: { values: ['currencyInvalid', `Currency must be one of ${CURRENCIES.join(', ')}`] } },
  duration: {
    type: 'integer', label: 'Duration', required: true, max: durationMax, check: positive(DURATION_MIN),
    messages: { required: DURATION_MIN, type: DURATION_WHOLE, max: ['durationMax', 'Duration cannot exceed 52 weeks'] },
  },
  maxParticipants: {
    type: 'integer', label: 'Max participants', required: true, max: participantsMax, check: positive(PARTICIPANTS_MIN),
    messages: { required: PARTICIPANTS_MIN, type: PARTICIPANTS_WHOLE, max: ['participantsMax', 'Max participants cannot exceed 1000'] },
  },
  imageUrl: { type: 'string', label: 'Image URL', check: (v) => (isImageUrl(v as string) ? undefined : ['urlInvalid', 'Please provide a valid URL format.']) },
};

/** The UTC calendar day of a stored date ('2027-03-01T00:00:00.000Z' → '2027-03-01'). */
const dayOf = (value: unknown): string => new Date(value as string).toISOString().slice(0, 10);

/** The texts without a counter and the lists, bounded as on input, so that the forms show the same bounds. */
const BOUND_RULES: Rules = Object.fromEntries(Object.entries(INPUT_RULES).filter(([f, rule]) => rule.type === 'string' && !(f in RECORD_RULES)));

const REQUIRED_TEXT = ['title', 'shortDescription', 'category', 'format', 'location'] as const;

/** Checks a whole bootcamp (create: the input with defaults; update: stored record merged with the patch). */
export function validateBootcamp(r: Input): Violation[] {
  const out: Violation[] = [];
  const add = (field: string, key: string, message: string) => out.push({ field, check: 'check', key, message });
  const missing = REQUIRED_TEXT.filter((f) => typeof r[f] !== 'string' || (r[f] as string).trim() === '');
  if (missing.length) add(missing[0], 'requiredFields', `Please fill in all required fields. (${missing.join(', ')})`);
  out.push(...checkFields(RECORD_RULES, r).violations, ...checkFields(BOUND_RULES, r, { mode: 'update' }).violations);
  const [start, end, deadline] = DATES.map((f) => (typeof r[f] === 'string' ? Date.parse(r[f] as string) : NaN));
  if ([start, end, deadline].some(Number.isNaN)) add('startDate', 'datesRequired', 'Please fill in all date fields.');
  // each pair's order is checked once both of its dates are given (the third may still be missing), so that the forms
  // name it as soon as the pair is filled in
  const given = (...dates: number[]) => !dates.some(Number.isNaN);
  if (given(start, end) && end <= start) add('endDate', 'endAfterStart', 'End date must be after the start date');
  // by calendar day (the forms send days): a deadline on the start day is not before it
  if (given(start, deadline) && (deadline >= start || dayOf(r.applicationDeadline) >= dayOf(r.startDate)))
    add('applicationDeadline', 'deadlineBeforeStart', 'Application deadline must be before the start date');
  // The edit form requires a level it has no input for (requirements §5); the API does not, so bootcamps created
  // without a level stay editable. Forms that show a level input check it themselves.
  return out;
}

const APPLICANT_STATUS_INVALID = `Status must be one of ${APPLICANT_STATUSES.join(', ')}`;

/** An applicant's review (PATCH /applications/{id}): the new status, and admin notes if sent. */
export const APPLICANT_REVIEW_RULES: Rules = {
  status: {
    type: 'enum', label: 'Status', required: true, values: APPLICANT_STATUSES,
    messages: { required: APPLICANT_STATUS_INVALID, type: APPLICANT_STATUS_INVALID, values: APPLICANT_STATUS_INVALID },
  },
  adminNotes: { type: 'string', label: 'adminNotes', max: FREE_TEXT_MAX, messages: { type: 'adminNotes must be text', max: textMax('adminNotes') } },
};

const APPLICATION_ID_REQUIRED = 'applicationId is required';

/** The application to verify (PATCH /bootcampsapplications/verify): a positive id, as a number or its text. */
export const VERIFY_APPLICATION_RULES: Rules = {
  applicationId: {
    type: 'integer', label: 'applicationId', required: true, min: 1,
    messages: { required: APPLICATION_ID_REQUIRED, type: APPLICATION_ID_REQUIRED, min: APPLICATION_ID_REQUIRED },
  },
};

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

/**
 * The items of a list field as stored: JSON text of an array ('["Lunch","Certificate"]', what the admin sends) or
 * comma-separated text ('Lunch, Certificate', seeded data); blanks dropped. Never throws.
 */
export function listItems(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((v) => String(v).trim()).filter(Boolean);
  if (typeof value !== 'string') return [];
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed.map((v) => String(v).trim()).filter(Boolean);
    } catch {
      /* not JSON: read as a comma list */
    }
  }
  return text.split(',').map((item) => item.trim()).filter(Boolean);
}

/** Status of an application of the applications screen (docs/requirements.md §2): 'Verified & Paid', 'Verified', 'Paid' or 'Pending'. */
export type ApplicationState = 'verifiedPaid' | 'verified' | 'paid' | 'pending';
export const applicationState = (a: { verified?: unknown; hasPaid?: unknown }): ApplicationState =>
  a.verified === true ? (a.hasPaid === true ? 'verifiedPaid' : 'verified') : a.hasPaid === true ? 'paid' : 'pending';

/** Filter values of the applications screen's status filter; `pending` (neither verified nor paid) feeds the Pending card. */
export const APPLICATION_STATUS_FILTERS = ['verified', 'unverified', 'paid', 'unpaid'] as const;
