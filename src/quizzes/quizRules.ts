/**
 * Quiz form rules for the admin UI (docs/requirements.md §5 Quiz, §7 bodies), on top of the shared QUIZ_RULES and
 * validateQuestion of src/domain/rules-education.ts (the fixture API checks the same) and the question clean-up of
 * src/domain/quiz-questions.ts.
 * - `quizValidators`: title, description, course unit; `questionValidators`: per question (text, options, correct one);
 *   `quizCanSubmit` for Save.
 * - `toQuizPayload`: { title, description, courseUnitId, questions: { questions } }, each question with its
 *   explanation (create and update alike).
 */
import { fieldValidator, rulesPass } from '../domain/form-validator';
import { cleanQuestions, type QuestionDraft } from '../domain/quiz-questions';
import { QUIZ_RULES, validateQuestion } from '../domain/rules-education';
import { QUIZ_LIMITS } from '../domain/text-limits';

export const QUIZ_KEYS = 'resources.quizzes';
const V = `${QUIZ_KEYS}.validation`;

/** Counter limits and colours (docs/requirements.md §9): title 100 (yellow 60, red 80), description 500 (300, 400). */
export const QUIZ_COUNTERS = {
  title: { max: 100, warnAt: 60, dangerAt: 80 },
  description: { max: 500, warnAt: 300, dangerAt: 400 },
} as const;

export const quizValidators = {
  title: fieldValidator(QUIZ_RULES, 'title', V),
  description: fieldValidator(QUIZ_RULES, 'description', V),
  courseUnitId: fieldValidator(QUIZ_RULES, 'courseUnitId', V),
};

/** The i18n key of a question's first violation of `kind`, else undefined (validateQuestion runs on the raw draft). */
const violation = (draft: QuestionDraft | undefined, keys: string[]): string | undefined => {
  const found = validateQuestion(draft ?? {}, 'question').find((v) => keys.includes(v.key));
  return found ? `${V}.${found.key}` : undefined;
};

/** The draft with a question text, so that validateQuestion (which stops at its first problem) reaches the options. */
const withText = (draft: QuestionDraft | undefined) => (draft ? { ...draft, question: '?' } : draft);

/** Only the explanation of the draft, beside a valid question, so that validateQuestion reaches it. */
const explanationOnly = (draft: QuestionDraft | undefined) => ({ question: '?', options: ['a', 'b'], correctAnswer: 0, explanation: draft?.explanation });

export const questionValidators = {
  text: (draft: QuestionDraft | undefined) => violation(draft, ['questionTextRequired', 'questionMax']),
  options: (draft: QuestionDraft | undefined) => violation(withText(draft), ['optionsMin2', 'optionsMax', 'optionMax']),
  correct: (draft: QuestionDraft | undefined) => violation(withText(draft), ['correctAnswerEmpty', 'correctAnswerInvalid']),
  explanation: (draft: QuestionDraft | undefined) => violation(explanationOnly(draft), ['explanationMax']),
};

/** The limits the questions' messages name ('at most %{optionMax} characters'), for translate(). */
export const QUIZ_LIMIT_ARGS: Record<string, number> = { ...QUIZ_LIMITS };

/**
 * Save stays disabled while a required field is empty or a field or question is wrong (docs/requirements.md §5): the basic
 * fields by their rules, the questions by validateQuiz over what would be sent.
 */
export const quizCanSubmit = (values: Record<string, unknown>): boolean => {
  if (!rulesPass(QUIZ_RULES, values)) return false;
  const drafts = (values.questions as { questions?: QuestionDraft[] } | undefined)?.questions ?? [];
  return drafts.length > 0 && drafts.length <= QUIZ_LIMITS.questions && drafts.every((draft) => validateQuestion(draft, 'q').length === 0);
};

export const toQuizPayload = (values: Record<string, unknown>): Record<string, unknown> => {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
  const wrapper = values.questions as { questions?: QuestionDraft[] } | undefined;
  return {
    title: text(values.title),
    description: text(values.description),
    courseUnitId: Number(values.courseUnitId),
    questions: { questions: cleanQuestions(wrapper?.questions) },
  };
};
