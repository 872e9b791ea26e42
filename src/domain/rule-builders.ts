/**
 * Short ways to write the part-2 rules (docs/requirements.md §5, §9) for the engine of validation.ts: each limit comes
 * with the requirements' message and the key the forms show it under (resources.<name>.validation.<key>).
 */
import type { Pattern } from './patterns';
import type { FieldRule, Message } from './validation';

/** [limit, key, message]: `[255, 'titleMax255', 'Title must be less than 255 characters']`. */
export type Limit = readonly [limit: number, key: string, text: string];

export interface TextSpec {
  required: Message;
  min?: Limit;
  max?: Limit;
  pattern?: readonly [Pattern, key: string, text: string];
  patternOnCreate?: boolean;
}

const message = (limit: Limit | undefined): Message | undefined => limit && [limit[1], limit[2]];

/** '<field> must be <what>' under the key 'wrongType': a body field of the wrong kind. */
export const wrongType = (field: string, what: string): Message => ['wrongType', `${field} must be ${what}`];

/** A required text field; a value that is not text is '<field> must be text'. */
export function textRule(field: string, { required, min, max, pattern, patternOnCreate }: TextSpec): FieldRule {
  return {
    type: 'string',
    label: field,
    required: true,
    min: min?.[0],
    max: max?.[0],
    pattern: pattern?.[0],
    patternOnCreate,
    messages: { required, type: ['notText', `${field} must be text`], min: message(min), max: message(max), pattern: pattern && [pattern[1], pattern[2]] },
  };
}

/** A required positive whole-number id, sent as a number ('1' is refused). */
export function idRule(field: string, required: Message): FieldRule {
  const notId: Message = ['notId', `${field} must be a positive whole number`];
  return { type: 'integer', label: field, required: true, min: 1, messages: { required, type: notId, min: notId } };
}

/** An accepted date as the ISO date-time the API stores. */
export const toIsoDateTime = (value: unknown): string => new Date(value as string).toISOString();

/** The largest price or amount a record may hold (a trillion): sums and averages of many stay exact numbers. */
export const MONEY_MAX = 1_000_000_000_000;
export const MONEY_MAX_TEXT = '1,000,000,000,000';
