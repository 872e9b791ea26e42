/**
 * Opportunity and opportunity-application rules (spec part 2 §3, §5, §9), shared by the admin's forms and the
 * fixture API. Readers turn JSON or multipart (all text) bodies into typed fields; wrong types are violations.
 */
import { BUSINESS_DURATIONS, BUSINESS_STAGES, EDUCATION_LEVELS, type Opportunity, type OpportunityApplication } from './types';
import { checkText, type Mode, type TextRule, type Violation } from './rules-education';
import { isImageUrl } from './rules-bootcamps';
import { exceedsMax, isIsoDate } from './field-rules';

export const OPPORTUNITY_LIMITS = { titleMax: 255, descriptionMax: 2000, amountStep: 1000, ageMin: 16, ageMax: 100 } as const;

const TITLE: TextRule = { field: 'title', required: ['titleRequired', 'Title is required'], max: [255, 'titleMax255', 'Title must be less than 255 characters'] };
const DESCRIPTION: TextRule = { field: 'description', required: ['descriptionRequired', 'Description is required'], max: [2000, 'descriptionMax2000', 'Description must be less than 2000 characters'] };
const OPTIONAL_TEXT = ['company', 'location', 'sector', 'type', 'speaker', 'capacity', 'imageUrl'] as const;

type OppInput = Partial<Record<Exclude<keyof Opportunity, 'id'>, unknown>>;
const NUMERIC = /^\d+(\.\d+)?$/;
/** A date-only deadline means that calendar day wherever it is read (deadline.ts), so it is stored as sent. */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Typed opportunity fields from a body; `amount` is kept only when the opportunity is paid. */
export function readOpportunityInput(body: Record<string, unknown>): { values: OppInput; violations: Violation[] } {
  const values: OppInput = {};
  const violations: Violation[] = [];
  const wrong = (field: string, what: string) => violations.push({ field, key: 'wrongType', message: `${field} must be ${what}` });
  for (const f of ['title', 'description', ...OPTIONAL_TEXT] as const) {
    const x = body[f];
    if (x === undefined) continue;
    if (x === null) values[f] = null;
    else if (typeof x === 'string') values[f] = f === 'title' || f === 'description' ? x.trim() : x.trim() || null;
    else if (f === 'capacity' && typeof x === 'number') values[f] = String(x);
    else wrong(f, 'text');
  }
  for (const f of ['date', 'deadline'] as const) {
    const x = body[f];
    if (x === undefined) continue;
    if (x === null || x === '') values[f] = null;
    else if (typeof x === 'string' && f === 'deadline' && DATE_ONLY.test(x.trim())) values[f] = x.trim();
    else if (isIsoDate(x)) values[f] = new Date(x.trim()).toISOString();
    else wrong(f, 'a date (YYYY-MM-DD or an ISO date-time)');
  }
  if (body.isPaid !== undefined) {
    const x = body.isPaid;
    if (typeof x === 'boolean') values.isPaid = x;
    else if (x === 'true' || x === 'false') values.isPaid = x === 'true';
    else wrong('isPaid', 'true or false');
  }
  if (body.amount !== undefined) {
    const x = body.amount;
    if (x === null || x === '') values.amount = null;
    else if (typeof x === 'number' && Number.isFinite(x)) values.amount = x;
    else if (typeof x === 'string' && NUMERIC.test(x.trim())) values.amount = Number(x.trim());
    else wrong('amount', 'a number');
  }
  return { values, violations };
}

/**
 * Checks a whole opportunity (create: the input; update: stored merged with the patch). The event date may not
 * be in the past on create, or on update when the date changes.
 */
export function validateOpportunity(r: OppInput, mode: Mode, now: Date = new Date(), dateChanged = mode === 'create'): Violation[] {
  const out: Violation[] = [];
  const add = (field: string, key: string, message: string) => out.push({ field, key, message });
  for (const rule of [TITLE, DESCRIPTION]) {
    const bad = checkText(rule, r[rule.field as keyof OppInput], mode);
    if (bad) out.push(bad);
  }
  if (typeof r.date !== 'string') add('date', 'eventDateRequired', 'Event date is required');
  else if (dateChanged && Date.parse(r.date) < now.getTime()) add('date', 'eventDatePast', 'Event date cannot be in the past');
  if (r.isPaid === true && (typeof r.amount !== 'number' || r.amount <= 0))
    add('amount', 'amountPositive', 'Amount must be greater than 0 for paid opportunities');
  if (typeof r.imageUrl === 'string' && !isImageUrl(r.imageUrl)) add('imageUrl', 'urlInvalid', 'Please provide a valid URL format.');
  return out;
}

export const APPLICATION_FIELDS = ['fullName', 'phone', 'email', 'educationLevel', 'businessRegion', 'businessSector', 'businessStage', 'businessDuration', 'majorChallenge'] as const;
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE = /^\+?[0-9][0-9\s-]{6,18}$/;
const CHOICES: Partial<Record<(typeof APPLICATION_FIELDS)[number], readonly string[]>> = {
  educationLevel: EDUCATION_LEVELS,
  businessStage: BUSINESS_STAGES,
  businessDuration: BUSINESS_DURATIONS,
};
const LABELS: Record<string, string> = {
  fullName: 'Full name', phone: 'Phone', email: 'Email', educationLevel: 'Education level', businessRegion: 'Business region',
  businessSector: 'Business sector', businessStage: 'Business stage', businessDuration: 'Business duration', majorChallenge: 'Major challenge',
};

type AppInput = Partial<Record<Exclude<keyof OpportunityApplication, 'id'>, unknown>>;

/**
 * The apply form's payload (all required but paymentMethod; age a whole number 16 to 100). On update only the
 * fields present are checked. Returns the trimmed values and the violations.
 */
export function readApplicationInput(body: Record<string, unknown>, mode: Mode): { values: AppInput; violations: Violation[] } {
  const values: AppInput = {};
  const out: Violation[] = [];
  const add = (field: string, key: string, message: string) => out.push({ field, key, message });
  for (const f of APPLICATION_FIELDS) {
    const x = body[f];
    if (mode === 'update' && x === undefined) continue;
    if (typeof x !== 'string' || x.trim() === '') {
      add(f, `${f}Required`, typeof x === 'string' || x === undefined || x === null ? `${LABELS[f]} is required` : `${LABELS[f]} must be text`);
      continue;
    }
    const t = x.trim();
    if (exceedsMax(t.length, 1000)) add(f, `${f}Max`, `${LABELS[f]} must be less than 1000 characters`);
    else if (CHOICES[f] && !CHOICES[f]!.includes(t)) add(f, `${f}Invalid`, `${LABELS[f]} must be one of: ${CHOICES[f]!.join(', ')}`);
    else if (f === 'email' && !EMAIL.test(t)) add(f, 'emailInvalid', 'Email must be a valid email address');
    else if (f === 'phone' && !PHONE.test(t)) add(f, 'phoneInvalid', 'Phone must be a valid phone number');
    else values[f] = t;
  }
  if (mode === 'create' || body.age !== undefined) {
    const age = body.age;
    if (typeof age !== 'number' || !Number.isInteger(age)) add('age', 'ageInteger', 'Age must be a whole number');
    else if (age < OPPORTUNITY_LIMITS.ageMin || age > OPPORTUNITY_LIMITS.ageMax) add('age', 'ageRange', 'Age must be between 16 and 100');
    else values.age = age;
  }
  if (body.paymentMethod !== undefined) {
    const p = body.paymentMethod;
    if (p === null || (typeof p === 'string' && p.trim() === '')) values.paymentMethod = null;
    else if (typeof p === 'string') values.paymentMethod = p.trim();
    else add('paymentMethod', 'paymentMethodText', 'Payment method must be text');
  }
  return { values, violations: out };
}
