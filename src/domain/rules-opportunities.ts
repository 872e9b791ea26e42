/**
 * Opportunity and opportunity-application rules (docs/requirements.md §3, §5, §9), shared by the admin's forms and the
 * fixture API through the engine of validation.ts. Readers turn JSON or multipart (all text) bodies into typed
 * fields; wrong types are violations.
 */
import { BUSINESS_DURATIONS, BUSINESS_STAGES, EDUCATION_LEVELS, OPPORTUNITY_PAYMENT_STATUSES, type Opportunity, type OpportunityApplication } from './types';
import { EMAIL_PATTERN, PHONE_PATTERN } from './patterns';
import { idRule, MONEY_MAX, MONEY_MAX_TEXT, textRule, toIsoDateTime, wrongType } from './rule-builders';
import { isDeadlineOpen } from './deadline';
import { FREE_TEXT_MAX } from './text-limits';
import { isImageUrl } from './url';
import { OPPORTUNITY_SECTORS, OPPORTUNITY_TYPES } from './opportunity-options';
import { checkFields, type FieldRule, type Message, type Mode, type Rules, type Violation } from './validation';

export const OPPORTUNITY_LIMITS = { titleMax: 255, descriptionMax: 2000, amountStep: 1000, ageMin: 16, ageMax: 100 } as const;

const OPTIONAL_TEXT = ['company', 'location', 'sector', 'type', 'speaker', 'capacity', 'imageUrl'] as const;
type OppInput = Partial<Record<Exclude<keyof Opportunity, 'id'>, unknown>>;
/** A date-only deadline means that calendar day wherever it is read (deadline.ts), so it is stored as sent. */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TYPE = (f: string) => wrongType(f, 'a date (YYYY-MM-DD or an ISO date-time)');
/** Sector and type are one of their lists (opportunity-options.ts). */
const OPTION_VALUES: Partial<Record<string, readonly string[]>> = { sector: OPPORTUNITY_SECTORS, type: OPPORTUNITY_TYPES };
/** A text of the body, at most FREE_TEXT_MAX characters (title and description also have their counters' limits). */
const text = (f: string): FieldRule => ({
  type: 'string', label: f, max: FREE_TEXT_MAX, values: OPTION_VALUES[f],
  messages: { type: wrongType(f, 'text'), max: ['textMax', `${f} must be at most ${FREE_TEXT_MAX} characters`] },
});

/** How each body field is read (`amount` is kept only when the opportunity is paid: see the route). */
const INPUT_RULES: Rules = {
  ...Object.fromEntries(['title', 'description', ...OPTIONAL_TEXT].map((f) => [f, text(f)])),
  date: { type: 'date', label: 'date', store: toIsoDateTime, messages: { type: DATE_TYPE('date') } },
  deadline: { type: 'date', label: 'deadline', store: (v) => (DATE_ONLY.test(v as string) ? v : toIsoDateTime(v)), messages: { type: DATE_TYPE('deadline') } },
  isPaid: { type: 'boolean', label: 'isPaid', messages: { type: wrongType('isPaid', 'true or false') } },
  amount: { type: 'number', label: 'amount', messages: { type: wrongType('amount', 'a number') } },
};

/**
 * Typed opportunity fields from a body (a number capacity is kept as text). `form`: a multipart body, all text
 * ('true', '50000'); a JSON body's values must have their own type.
 */
export function readOpportunityInput(body: Record<string, unknown>, form: boolean): { values: OppInput; violations: Violation[] } {
  const src = typeof body.capacity === 'number' ? { ...body, capacity: String(body.capacity) } : body;
  const { value, violations } = checkFields(INPUT_RULES, src, { mode: 'update', form });
  return { values: value as OppInput, violations };
}

/** The texts without a counter, bounded as on input, so that the form shows the same bounds. */
const BOUND_RULES: Rules = Object.fromEntries(OPTIONAL_TEXT.map((f) => [f, text(f)]));

const RECORD_RULES: Rules = {
  title: textRule('title', { required: ['titleRequired', 'Title is required'], max: [255, 'titleMax255', 'Title must be less than 255 characters'] }),
  description: textRule('description', { required: ['descriptionRequired', 'Description is required'], max: [2000, 'descriptionMax2000', 'Description must be less than 2000 characters'] }),
};

/**
 * Checks a whole opportunity (create: the input; update: stored merged with the patch). The event date may not
 * be in the past on create, or on update when the date changes; likewise the application deadline, whose day
 * (today included: see isDeadlineOpen) may not be over. The deadline falls on or before the event date.
 */
export function validateOpportunity(r: OppInput, mode: Mode, now: Date = new Date(), dateChanged = mode === 'create', deadlineChanged = dateChanged): Violation[] {
  const out = [...checkFields(RECORD_RULES, r).violations, ...checkFields(BOUND_RULES, r, { mode: 'update' }).violations];
  const add = (field: string, key: string, message: string) => out.push({ field, check: 'check', key, message });
  const datePast = typeof r.date === 'string' && dateChanged && Date.parse(r.date) < now.getTime();
  if (typeof r.date !== 'string') add('date', 'eventDateRequired', 'Event date is required');
  else if (datePast) add('date', 'eventDatePast', 'Event date cannot be in the past');
  if (typeof r.deadline === 'string') {
    if (deadlineChanged && !isDeadlineOpen(r.deadline, now)) add('deadline', 'deadlinePast', 'Application deadline cannot be in the past');
    else if (typeof r.date === 'string' && !datePast && Date.parse(r.deadline) > Date.parse(r.date))
      add('deadline', 'deadlineAfterEvent', 'Application deadline must be on or before the event date');
  }
  if (r.isPaid === true && (typeof r.amount !== 'number' || r.amount <= 0))
    add('amount', 'amountPositive', 'Amount must be greater than 0 for paid opportunities');
  else if (r.isPaid === true && (r.amount as number) > MONEY_MAX) add('amount', 'amountMax', `Amount must be at most ${MONEY_MAX_TEXT}`);
  if (typeof r.imageUrl === 'string' && !isImageUrl(r.imageUrl)) add('imageUrl', 'urlInvalid', 'Please provide a valid URL format.');
  return out;
}

export const APPLICATION_FIELDS = ['fullName', 'phone', 'email', 'educationLevel', 'businessRegion', 'businessSector', 'businessStage', 'businessDuration', 'majorChallenge'] as const;
const LABELS: Record<(typeof APPLICATION_FIELDS)[number], string> = {
  fullName: 'Full name', phone: 'Phone', email: 'Email', educationLevel: 'Education level', businessRegion: 'Business region',
  businessSector: 'Business sector', businessStage: 'Business stage', businessDuration: 'Business duration', majorChallenge: 'Major challenge',
};
const CHOICES: Partial<Record<(typeof APPLICATION_FIELDS)[number], readonly string[]>> = {
  educationLevel: EDUCATION_LEVELS,
  businessSector: OPPORTUNITY_SECTORS,
  businessStage: BUSINESS_STAGES,
  businessDuration: BUSINESS_DURATIONS,
};
const PATTERNS = { email: EMAIL_PATTERN, phone: PHONE_PATTERN };
const AGE_INTEGER = ['ageInteger', 'Age must be a whole number'] as const;
const AGE_RANGE = ['ageRange', 'Age must be between 16 and 100'] as const;

/** The apply form's payload: all required but paymentMethod; texts up to 1000 characters; age a whole number 16 to 100. */
export const APPLICATION_RULES: Rules = {
  ...Object.fromEntries(
    APPLICATION_FIELDS.map((f): [string, FieldRule] => [f, {
      type: 'string', label: LABELS[f], required: true, max: 1000, values: CHOICES[f], pattern: PATTERNS[f as keyof typeof PATTERNS],
      messages: { type: [`${f}Required`, `${LABELS[f]} must be text`], max: `${LABELS[f]} must be less than 1000 characters` },
    }]),
  ),
  age: { type: 'integer', label: 'Age', required: true, min: OPPORTUNITY_LIMITS.ageMin, max: OPPORTUNITY_LIMITS.ageMax, messages: { required: AGE_INTEGER, type: AGE_INTEGER, min: AGE_RANGE, max: AGE_RANGE } },
  paymentMethod: {
    type: 'string', label: 'Payment method', max: FREE_TEXT_MAX,
    messages: { type: ['paymentMethodText', 'Payment method must be text'], max: `Payment method must be at most ${FREE_TEXT_MAX} characters` },
  },
};

/** Applying: refused (409) once the opportunity's deadline day is over (the badge's 'Expired'), and twice per email. */
export const APPLICATIONS_CLOSED = 'Applications to this opportunity are closed: its deadline has passed';
export const ALREADY_APPLIED = 'This email has already applied to this opportunity';
export function applicationsOpen(opportunity: object, now: Date = new Date()): boolean {
  const { deadline } = opportunity as { deadline?: unknown };
  return typeof deadline !== 'string' || isDeadlineOpen(deadline, now);
}
/** Two emails are one person's when equal trimmed and in any case. */
export const sameEmail = (a: unknown, b: unknown): boolean =>
  typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

type AppInput = Partial<Record<Exclude<keyof OpportunityApplication, 'id'>, unknown>>;

/** The apply payload, trimmed, and its violations; on update only the fields present are checked. */
export function readApplicationInput(body: Record<string, unknown>, mode: Mode): { values: AppInput; violations: Violation[] } {
  const { value, violations } = checkFields(APPLICATION_RULES, body, { mode });
  return { values: value as AppInput, violations };
}

/** The opportunity an application is for (required on apply). */
export const OPPORTUNITY_ID_RULES: Rules = { opportunityId: idRule('opportunityId', ['opportunityRequired', 'Opportunity is required']) };

const PAYMENT_INVALID: Message = ['paymentStatusInvalid', `paymentStatus must be one of ${OPPORTUNITY_PAYMENT_STATUSES.join(', ')}`];
const VERIFIED_INVALID: Message = ['verifiedInvalid', 'verified must be true or false'];

/** What an admin changes besides the apply payload, each checked when sent (PATCH, /payment, /verify). */
export const APPLICATION_ADMIN_RULES: Rules = {
  paymentStatus: {
    type: 'enum', label: 'paymentStatus', required: true, values: OPPORTUNITY_PAYMENT_STATUSES,
    messages: { required: PAYMENT_INVALID, type: PAYMENT_INVALID, values: PAYMENT_INVALID },
  },
  verified: { type: 'boolean', label: 'verified', required: true, messages: { required: VERIFIED_INVALID, type: VERIFIED_INVALID } },
  ...OPPORTUNITY_ID_RULES,
};
