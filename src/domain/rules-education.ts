/**
 * Field rules of education levels, courses, course units and quizzes (docs/requirements.md §5, §9), shared by the admin's
 * forms and the fixture API through the engine of validation.ts. Each violation carries a stable key (for
 * resources.<name>.validation.<key>) and the requirements' English wording.
 */
import { pattern } from './patterns';
import { idRule, textRule } from './rule-builders';
import { QUIZ_LIMITS } from './text-limits';
import { checkFields, type Mode, type Rules, type Violation } from './validation';
import { isYoutubeUrl } from './video';

const TITLE_CHARS = pattern(/^[\p{L}\p{N}\s\-'.,()&]+$/u, 255);
const TITLE_CHARS_COLON = pattern(/^[\p{L}\p{N}\s\-'.,()&:]+$/u, 255);
const invalidChars = ['titleInvalidChars', 'Title contains invalid characters'] as const;
const titleMax = [255, 'titleMax255', 'Title must be less than 255 characters'] as const;
const titleMin3 = [3, 'titleMin3', 'Title must be at least 3 characters'] as const;
const description20to2000 = {
  min: [20, 'descriptionMin20', 'Description must be at least 20 characters'],
  max: [2000, 'descriptionMax2000', 'Description must be less than 2000 characters'],
} as const;

export const LEVEL_RULES: Rules = {
  title: textRule('title', { required: ['titleRequired', 'Title is required'], min: [2, 'titleMin2', 'Title must be at least 2 characters'], max: titleMax, pattern: [TITLE_CHARS, ...invalidChars], patternOnCreate: true }),
  description: textRule('description', { required: ['descriptionRequired', 'Description is required'], min: [10, 'descriptionMin10', 'Description must be at least 10 characters'], max: [1000, 'descriptionMax1000', 'Description must be less than 1000 characters'] }),
};

export const COURSE_RULES: Rules = {
  title: textRule('title', { required: ['courseTitleRequired', 'Course title is required'], min: titleMin3, max: titleMax, pattern: [TITLE_CHARS_COLON, ...invalidChars] }),
  description: textRule('description', { required: ['courseDescriptionRequired', 'Course description is required'], ...description20to2000 }),
  levelId: idRule('levelId', ['levelRequired', 'Please select an education level']),
};

export const VIDEO_LINK_MESSAGE = 'Please enter a valid YouTube URL (e.g., https://www.youtube.com/watch?v=...)';

export const UNIT_RULES: Rules = {
  title: textRule('title', { required: ['unitTitleRequired', 'Unit title is required'], min: titleMin3, max: titleMax, pattern: [TITLE_CHARS_COLON, ...invalidChars] }),
  description: textRule('description', { required: ['unitDescriptionRequired', 'Unit description is required'], ...description20to2000 }),
  videoLink: {
    ...textRule('videoLink', { required: ['videoLinkRequired', 'Video link is required'] }),
    check: (link) => (isYoutubeUrl(link as string) ? undefined : ['videoLinkInvalid', VIDEO_LINK_MESSAGE]),
  },
  expectedOutcome: textRule('expectedOutcome', { required: ['expectedOutcomeRequired', 'Expected outcome is required'], min: [10, 'expectedOutcomeMin10', 'Expected outcome must be at least 10 characters'], max: [1000, 'expectedOutcomeMax1000', 'Expected outcome must be less than 1000 characters'] }),
  skills: textRule('skills', { required: ['skillsRequired', 'Skills are required'], min: [3, 'skillsMin3', 'Skills must be at least 3 characters'], max: [500, 'skillsMax500', 'Skills must be less than 500 characters'] }),
  courseId: idRule('courseId', ['courseRequired', 'Please select a course']),
};

export const QUIZ_RULES: Rules = {
  title: textRule('title', { required: ['quizTitleRequired', 'Quiz title is required'], min: titleMin3, max: [100, 'titleMax100', 'Title must be less than 100 characters'] }),
  description: textRule('description', { required: ['descriptionRequired', 'Description is required'], min: [10, 'descriptionMin10', 'Description must be at least 10 characters'], max: [500, 'descriptionMax500', 'Description must be less than 500 characters'] }),
  courseUnitId: idRule('courseUnitId', ['courseUnitRequired', 'Course unit is required']),
};

const violationsOf = (rules: Rules, body: Record<string, unknown>, mode: Mode): Violation[] => checkFields(rules, body, { mode }).violations;

export const validateLevel = (body: Record<string, unknown>, mode: Mode): Violation[] => violationsOf(LEVEL_RULES, body, mode);
export const validateCourse = (body: Record<string, unknown>, mode: Mode): Violation[] => violationsOf(COURSE_RULES, body, mode);
export const validateUnit = (body: Record<string, unknown>, mode: Mode): Violation[] => violationsOf(UNIT_RULES, body, mode);

const { questions: QUESTIONS_MAX, questionMax, options: OPTIONS_MAX, optionMax, explanationMax } = QUIZ_LIMITS;

/**
 * Per-question checks (docs/requirements.md §5, Quiz), each length or count before any other look at the value.
 * `path` prefixes the field, e.g. 'questions[2]'.
 */
export function validateQuestion(q: unknown, path: string): Violation[] {
  const bad = (key: string, message: string): Violation[] => [{ field: path, check: 'check', key, message }];
  if (typeof q !== 'object' || q === null || Array.isArray(q)) return bad('questionInvalid', 'Question must be an object');
  const { question, options, correctAnswer, explanation } = q as Record<string, unknown>;
  if (typeof question !== 'string') return bad('questionTextRequired', 'Question text is required');
  if (question.trim().length > questionMax) return bad('questionMax', `Question must be at most ${questionMax} characters`);
  if (question.trim() === '') return bad('questionTextRequired', 'Question text is required');
  if (!Array.isArray(options)) return bad('optionsInvalid', 'Options must be a list of text');
  if (options.length > OPTIONS_MAX) return bad('optionsMax', `A question can have at most ${OPTIONS_MAX} options`);
  if (options.some((o) => typeof o !== 'string')) return bad('optionsInvalid', 'Options must be a list of text');
  if (options.some((o: string) => o.trim().length > optionMax)) return bad('optionMax', `Each option must be at most ${optionMax} characters`);
  if (options.filter((o: string) => o.trim() !== '').length < 2) return bad('optionsMin2', 'At least 2 options are required');
  if (typeof correctAnswer !== 'number' || !Number.isInteger(correctAnswer) || correctAnswer < 0 || correctAnswer >= options.length)
    return bad('correctAnswerInvalid', 'Correct answer must be the index of an option');
  if ((options[correctAnswer] as string).trim() === '') return bad('correctAnswerEmpty', 'Correct answer option cannot be empty');
  if (explanation !== undefined && explanation !== null && typeof explanation !== 'string') return bad('explanationInvalid', 'Explanation must be text');
  if (typeof explanation === 'string' && explanation.trim().length > explanationMax)
    return bad('explanationMax', `Explanation must be at most ${explanationMax} characters`);
  return [];
}

export function validateQuiz(body: Record<string, unknown>, mode: Mode): Violation[] {
  const out = violationsOf(QUIZ_RULES, body, mode);
  if (mode === 'create' || body.questions !== undefined) {
    const wrapper = body.questions as { questions?: unknown } | undefined;
    const list = typeof wrapper === 'object' && wrapper !== null ? wrapper.questions : undefined;
    if (!Array.isArray(list) || list.length === 0)
      out.push({ field: 'questions', check: 'min', key: 'questionsMin1', message: 'At least one question is required' });
    else if (list.length > QUESTIONS_MAX)
      out.push({ field: 'questions', check: 'max', key: 'questionsMax', message: `A quiz can have at most ${QUESTIONS_MAX} questions` });
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
