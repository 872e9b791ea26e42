/**
 * Course unit form rules for the admin UI (docs/requirements.md §5 Course unit, §7 body, §8 Course unit), on top of the
 * shared UNIT_RULES of src/domain/rules-education.ts (the fixture API checks the same, with the same engine).
 * - `unitValidators`: react-admin validators giving the i18n key of the first violation; `unitCanSubmit` for Save.
 * - `toUnitPayload(values)`: the POST/PATCH body { title, description, videoLink, expectedOutcome, skills, courseId }
 *   (trimmed, courseId a number).
 * - `mapUnitError(message)`: 'already exists' → a title error and 'Duplicate Unit'; 'validation' → 'Please check
 *   your input and try again'; anything else: the dialog's default (the server's message, else 'Failed to create /
 *   update course unit. Please try again.').
 */
import { TITLE_COUNTER } from '../common/CountedTextInput';
import type { MappedError } from '../common/mutationFeedback';
import { fieldValidator, rulesPass } from '../domain/form-validator';
import { UNIT_RULES } from '../domain/rules-education';

export const UNIT_KEYS = 'resources.course-units';
const V = `${UNIT_KEYS}.validation`;
const N = `${UNIT_KEYS}.notifications`;

/** The fields of a unit's body (and of its duplicate). */
export const UNIT_FIELDS = ['title', 'description', 'videoLink', 'expectedOutcome', 'skills', 'courseId'] as const;

/** Counter limits (docs/requirements.md §9): titles 255 (yellow 150, red 200); the others at 60 % and 80 %. */
export const UNIT_COUNTERS = {
  title: TITLE_COUNTER,
  description: { max: 2000, warnAt: 1200, dangerAt: 1600 },
  expectedOutcome: { max: 1000 },
  skills: { max: 500 },
} as const;

const validate = (field: (typeof UNIT_FIELDS)[number]) => fieldValidator(UNIT_RULES, field, V);

export const unitValidators = {
  title: validate('title'),
  description: validate('description'),
  videoLink: validate('videoLink'),
  expectedOutcome: validate('expectedOutcome'),
  skills: validate('skills'),
  courseId: validate('courseId'),
};

/** Save stays disabled while a required field is empty or a field is wrong (docs/requirements.md §5). */
export const unitCanSubmit = (values: Record<string, unknown>): boolean => rulesPass(UNIT_RULES, values);

export function toUnitPayload(values: Record<string, unknown>): Record<string, unknown> {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
  return {
    title: text(values.title),
    description: text(values.description),
    videoLink: text(values.videoLink),
    expectedOutcome: text(values.expectedOutcome),
    skills: text(values.skills),
    courseId: Number(values.courseId),
  };
}

export function mapUnitError(message: string): MappedError | null {
  if (/already exists/i.test(message)) return { title: `${N}.duplicateTitle`, message: `${V}.duplicateTitle`, field: 'title' };
  if (/validation/i.test(message)) return { title: 'app.errors.validationError', message: `${N}.checkInput` };
  return null;
}
