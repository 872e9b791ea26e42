/**
 * Education level form rules for the admin UI (docs/requirements.md §5 Education level, §7 body, §8), on top of the shared
 * LEVEL_RULES of src/domain/rules-education.ts (the fixture API checks the same, with the same engine).
 * - `levelValidators(kind)`: react-admin validators of title and description. Create checks the allowed title
 *   characters; edit does not, and says 'at least N characters long' (the requirements' edit wording).
 * - `levelCanSubmit(kind)`: Save stays disabled while a field is empty or wrong.
 * - `toLevelPayload(values)`: the POST/PATCH body { title, description }, trimmed.
 * - `mapLevelError(kind)`: §8 — a duplicate title → 'Duplicate Title' and a title error; a message containing
 *   'validation' → 'Please check your input and try again.'; else 'Failed to create/update education level…'.
 */
import type { FieldValues } from 'react-hook-form';
import { TITLE_COUNTER } from '../common/CountedTextInput';
import type { MapError } from '../common/mutationFeedback';
import { fieldValidator, rulesPass } from '../domain/form-validator';
import { LEVEL_RULES } from '../domain/rules-education';

export const LEVEL_KEYS = 'resources.education-levels';
const V = `${LEVEL_KEYS}.validation`;
const N = `${LEVEL_KEYS}.notifications`;

export type FormKind = 'create' | 'update';

/** Counter limits (docs/requirements.md §9): title 255 (yellow 150, red 200), level description 1000 (600, 800). */
export const LEVEL_COUNTERS = {
  title: TITLE_COUNTER,
  description: { max: 1000, warnAt: 600, dangerAt: 800 },
} as const;

export function levelValidators(kind: FormKind) {
  if (kind === 'create') {
    return { title: fieldValidator(LEVEL_RULES, 'title', V), description: fieldValidator(LEVEL_RULES, 'description', V) };
  }
  return {
    title: fieldValidator(LEVEL_RULES, 'title', { required: `${V}.titleRequired`, min: `${V}.minLong`, max: `${V}.titleMax255` }, 'update'),
    description: fieldValidator(
      LEVEL_RULES,
      'description',
      { required: `${V}.descriptionRequired`, min: `${V}.descriptionMinLong`, max: `${V}.descriptionMax1000` },
      'update',
    ),
  };
}

export const levelCanSubmit = (kind: FormKind) => (values: FieldValues) => rulesPass(LEVEL_RULES, values, kind);

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

export const toLevelPayload = (values: Record<string, unknown>): Record<string, unknown> => ({
  title: text(values.title),
  description: text(values.description),
});

export const mapLevelError =
  (kind: FormKind): MapError =>
  (message) => {
    if (/already exists|duplicate/i.test(message)) return { title: `${N}.duplicateTitle`, message: `${N}.duplicate`, field: 'title' };
    if (/validation/i.test(message)) return { title: 'app.errors.validationError', message: `${N}.checkInput` };
    return { message: kind === 'create' ? `${N}.createFailedMessage` : `${N}.updateFailedMessage` };
  };
