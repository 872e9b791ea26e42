/**
 * The opportunity form's values, payload and validation (docs/requirements.md §3, §5, §7), on top of the shared rules of
 * src/domain/rules-opportunities.ts (the fixture API checks the same record with the same engine):
 * - `toOpportunityRecord(values)`: trimmed texts, isPaid as a boolean, amount as a number (null when free).
 * - `toOpportunityPayload(values)`: the create/update body: title, description, company, location, sector, type,
 *   deadline, speaker, capacity, isPaid, amount (only when paid), date, and imageUrl when no new file is attached
 *   (with a file the dataProvider sends multipart, the file under `image`).
 * - `opportunityValidator(field, { mode, originalDate })`: a react-admin validator showing the shared rule's
 *   violation of that field under resources.opportunities.validation.<key>. The event date and the deadline may not
 *   be in the past on create, nor on edit once changed from the stored ones; the deadline falls on or before the event.
 */
import type { FieldValues } from 'react-hook-form';
import { hasImageFile } from '../common/imageFile';
import { validateOpportunity } from '../domain/rules-opportunities';
import { FREE_TEXT_MAX } from '../domain/text-limits';

const V = 'resources.opportunities.validation';
const TEXTS = ['title', 'description', 'company', 'location', 'sector', 'type', 'speaker', 'capacity'] as const;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : null;

export const OPPORTUNITY_FORM_DEFAULTS = { isPaid: false };

export function toOpportunityRecord(values: FieldValues): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const field of TEXTS) record[field] = text(values[field]) || null;
  record.title = text(values.title);
  record.description = text(values.description);
  record.isPaid = values.isPaid === true;
  record.amount = record.isPaid ? numberOrNull(values.amount) : null;
  record.date = text(values.date) || null;
  record.deadline = text(values.deadline) || null;
  record.imageUrl = hasImageFile(values.image) ? null : text(values.imageUrl) || null;
  return record;
}

export function toOpportunityPayload(values: FieldValues): Record<string, unknown> {
  const record = toOpportunityRecord(values);
  const payload: Record<string, unknown> = { ...record };
  if (!record.isPaid) delete payload.amount;
  if (hasImageFile(values.image)) {
    payload.image = values.image;
    delete payload.imageUrl;
  }
  return payload;
}

export interface ValidatorContext {
  mode: 'create' | 'update';
  /** The stored event date and deadline (edit): keeping them is allowed even once they have passed. */
  originalDate?: string | null;
  originalDeadline?: string | null;
}

export function opportunityValidator(field: string, { mode, originalDate, originalDeadline }: ValidatorContext) {
  return (_value: unknown, values: FieldValues = {}) => {
    const record = toOpportunityRecord(values);
    const dateChanged = mode === 'create' || record.date !== (originalDate ?? null);
    const deadlineChanged = mode === 'create' || record.deadline !== (originalDeadline ?? null);
    const violation = validateOpportunity(record, mode, new Date(), dateChanged, deadlineChanged).find((v) => v.field === field);
    if (!violation) return undefined;
    return violation.key === 'textMax' ? { message: `${V}.textMax`, args: { max: FREE_TEXT_MAX } } : `${V}.${violation.key}`;
  };
}

/**
 * Save's state (docs/requirements.md §5: disabled while a required field is empty or has an error): the shared rules pass on
 * the form's values. An edit's unchanged event date is not judged (its field validator knows the stored one).
 */
export const opportunityCanSubmit = (mode: 'create' | 'update') => (values: FieldValues): boolean =>
  validateOpportunity(toOpportunityRecord(values), mode, new Date(), mode === 'create').length === 0;
