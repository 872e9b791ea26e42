/**
 * Field rules of education levels, courses, course units and quizzes (spec part 2 §5, §9), shared by the admin's
 * forms and the fixture API. Each violation carries a stable key (for app.validation.<key>) and the spec's
 * English wording. The small text-rule engine here is reused by rules-bootcamps.ts and rules-opportunities.ts.
 */
import { exceedsMax } from './field-rules';
import { isYoutubeUrl } from './video';

export interface Violation {
  field: string;
  key: string;
  message: string;
}
export type Mode = 'create' | 'update';
type Msg = readonly [key: string, message: string];

export interface TextRule {
  field: string;
  required: Msg;
  min?: readonly [number, ...Msg];
  max?: readonly [number, ...Msg];
  pattern?: readonly [RegExp, ...Msg];
  /** Only check the pattern on create (the education level edit form does not check characters). */
  patternOnCreateOnly?: boolean;
}

const v = (field: string, [key, message]: Msg): Violation => ({ field, key, message });

/** First violation of a text field; non-text values are rejected, values are judged trimmed. */
export function checkText(rule: TextRule, value: unknown, mode: Mode = 'create'): Violation | undefined {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return v(rule.field, rule.required);
  if (typeof value !== 'string') return { field: rule.field, key: 'notText', message: `${rule.field} must be text` };
  const text = value.trim();
  if (rule.min && text.length < rule.min[0]) return v(rule.field, [rule.min[1], rule.min[2]]);
  if (rule.max && exceedsMax(text.length, rule.max[0])) return v(rule.field, [rule.max[1], rule.max[2]]);
  if (rule.pattern && !(rule.patternOnCreateOnly && mode === 'update') && !rule.pattern[0].test(text))
    return v(rule.field, [rule.pattern[1], rule.pattern[2]]);
  return undefined;
}

/** A required positive integer id (sent as a number). */
export function checkId(field: string, value: unknown, required: Msg): Violation | undefined {
  if (value === undefined || value === null || value === '') return v(field, required);
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1)
    return { field, key: 'notId', message: `${field} must be a positive whole number` };
  return undefined;
}

/** Checks `body` field by field; on update only the fields present are checked. */
export function checkTextFields(rules: TextRule[], body: Record<string, unknown>, mode: Mode): Violation[] {
  return rules
    .filter((r) => mode === 'create' || body[r.field] !== undefined)
    .map((r) => checkText(r, body[r.field], mode))
    .filter((x): x is Violation => x !== undefined);
}

const TITLE_CHARS = /^[\p{L}\p{N}\s\-'.,()&]+$/u;
const TITLE_CHARS_COLON = /^[\p{L}\p{N}\s\-'.,()&:]+$/u;
const invalidChars = ['titleInvalidChars', 'Title contains invalid characters'] as const;
const titleMax = [255, 'titleMax255', 'Title must be less than 255 characters'] as const;

export const LEVEL_RULES: TextRule[] = [
  { field: 'title', required: ['titleRequired', 'Title is required'], min: [2, 'titleMin2', 'Title must be at least 2 characters'], max: titleMax, pattern: [TITLE_CHARS, ...invalidChars], patternOnCreateOnly: true },
  { field: 'description', required: ['descriptionRequired', 'Description is required'], min: [10, 'descriptionMin10', 'Description must be at least 10 characters'], max: [1000, 'descriptionMax1000', 'Description must be less than 1000 characters'] },
];

export const COURSE_RULES: TextRule[] = [
  { field: 'title', required: ['courseTitleRequired', 'Course title is required'], min: [3, 'titleMin3', 'Title must be at least 3 characters'], max: titleMax, pattern: [TITLE_CHARS_COLON, ...invalidChars] },
  { field: 'description', required: ['courseDescriptionRequired', 'Course description is required'], min: [20, 'descriptionMin20', 'Description must be at least 20 characters'], max: [2000, 'descriptionMax2000', 'Description must be less than 2000 characters'] },
];

export const VIDEO_LINK_MESSAGE = 'Please enter a valid YouTube URL (e.g., https://www.youtube.com/watch?v=...)';

export const UNIT_RULES: TextRule[] = [
  { field: 'title', required: ['unitTitleRequired', 'Unit title is required'], min: [3, 'titleMin3', 'Title must be at least 3 characters'], max: titleMax, pattern: [TITLE_CHARS_COLON, ...invalidChars] },
  { field: 'description', required: ['unitDescriptionRequired', 'Unit description is required'], min: [20, 'descriptionMin20', 'Description must be at least 20 characters'], max: [2000, 'descriptionMax2000', 'Description must be less than 2000 characters'] },
  { field: 'videoLink', required: ['videoLinkRequired', 'Video link is required'] },
  { field: 'expectedOutcome', required: ['expectedOutcomeRequired', 'Expected outcome is required'], min: [10, 'expectedOutcomeMin10', 'Expected outcome must be at least 10 characters'], max: [1000, 'expectedOutcomeMax1000', 'Expected outcome must be less than 1000 characters'] },
  { field: 'skills', required: ['skillsRequired', 'Skills are required'], min: [3, 'skillsMin3', 'Skills must be at least 3 characters'], max: [500, 'skillsMax500', 'Skills must be less than 500 characters'] },
];

export const QUIZ_RULES: TextRule[] = [
  { field: 'title', required: ['quizTitleRequired', 'Quiz title is required'], min: [3, 'titleMin3', 'Title must be at least 3 characters'], max: [100, 'titleMax100', 'Title must be less than 100 characters'] },
  { field: 'description', required: ['descriptionRequired', 'Description is required'], min: [10, 'descriptionMin10', 'Description must be at least 10 characters'], max: [500, 'descriptionMax500', 'Description must be less than 500 characters'] },
];

const has = (body: Record<string, unknown>, field: string, mode: Mode) => mode === 'create' || body[field] !== undefined;

export const validateLevel = (body: Record<string, unknown>, mode: Mode): Violation[] => checkTextFields(LEVEL_RULES, body, mode);

export function validateCourse(body: Record<string, unknown>, mode: Mode): Violation[] {
  const out = checkTextFields(COURSE_RULES, body, mode);
  const level = has(body, 'levelId', mode) ? checkId('levelId', body.levelId, ['levelRequired', 'Please select an education level']) : undefined;
  return level ? [...out, level] : out;
}

export function validateUnit(body: Record<string, unknown>, mode: Mode): Violation[] {
  const out = checkTextFields(UNIT_RULES, body, mode);
  const link = body.videoLink;
  if (typeof link === 'string' && link.trim() !== '' && !isYoutubeUrl(link))
    out.push({ field: 'videoLink', key: 'videoLinkInvalid', message: VIDEO_LINK_MESSAGE });
  const course = has(body, 'courseId', mode) ? checkId('courseId', body.courseId, ['courseRequired', 'Please select a course']) : undefined;
  return course ? [...out, course] : out;
}

/** Per-question checks (spec part 2 §5, Quiz). `path` prefixes the field, e.g. 'questions[2]'. */
export function validateQuestion(q: unknown, path: string): Violation[] {
  const bad = (key: string, message: string): Violation[] => [{ field: path, key, message }];
  if (typeof q !== 'object' || q === null || Array.isArray(q)) return bad('questionInvalid', 'Question must be an object');
  const { question, options, correctAnswer, explanation } = q as Record<string, unknown>;
  if (typeof question !== 'string' || question.trim() === '') return bad('questionTextRequired', 'Question text is required');
  if (!Array.isArray(options) || options.some((o) => typeof o !== 'string')) return bad('optionsInvalid', 'Options must be a list of text');
  if (options.filter((o: string) => o.trim() !== '').length < 2) return bad('optionsMin2', 'At least 2 options are required');
  if (typeof correctAnswer !== 'number' || !Number.isInteger(correctAnswer) || correctAnswer < 0 || correctAnswer >= options.length)
    return bad('correctAnswerInvalid', 'Correct answer must be the index of an option');
  if ((options[correctAnswer] as string).trim() === '') return bad('correctAnswerEmpty', 'Correct answer option cannot be empty');
  if (explanation !== undefined && explanation !== null && typeof explanation !== 'string') return bad('explanationInvalid', 'Explanation must be text');
  return [];
}

export function validateQuiz(body: Record<string, unknown>, mode: Mode): Violation[] {
  const out = checkTextFields(QUIZ_RULES, body, mode);
  if (has(body, 'courseUnitId', mode)) {
    const unit = checkId('courseUnitId', body.courseUnitId, ['courseUnitRequired', 'Course unit is required']);
    if (unit) out.push(unit);
  }
  if (has(body, 'questions', mode)) {
    const wrapper = body.questions as { questions?: unknown } | undefined;
    const list = typeof wrapper === 'object' && wrapper !== null ? wrapper.questions : undefined;
    if (!Array.isArray(list) || list.length === 0)
      out.push({ field: 'questions', key: 'questionsMin1', message: 'At least one question is required' });
    else list.forEach((q, i) => out.push(...validateQuestion(q, `questions[${i}]`)));
  }
  return out;
}

/** Trimmed question texts; what the API stores. Expects a list that passed validateQuestion. */
export const normalizeQuestions = (list: Record<string, unknown>[]) =>
  list.map((q) => ({
    question: (q.question as string).trim(),
    options: (q.options as string[]).map((o) => o.trim()),
    correctAnswer: q.correctAnswer as number,
    ...(typeof q.explanation === 'string' && q.explanation.trim() !== '' ? { explanation: q.explanation.trim() } : {}),
  }));

/** Titles compare trimmed and case-insensitively for duplicate checks. */
export const sameTitle = (a: unknown, b: unknown): boolean =>
  typeof a === 'string' && typeof b === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();
