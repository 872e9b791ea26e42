/**
 * The quiz form's questions (docs/requirements.md §3 Question, §5 Quiz, §7 bodies), pure: shared by the admin's form and its
 * tests. A new question has 4 blank option slots and correctAnswer 0. On submit, texts are trimmed, blank options
 * dropped and correctAnswer re-pointed at the same option among those kept; the explanation is sent by create and
 * update alike (trimmed, '' when blank: the API keeps only a non-blank one).
 */
import type { Question } from './types';

export const DEFAULT_OPTION_SLOTS = 4;

/** What the form edits: a question with free option slots (blanks allowed until submit). */
export interface QuestionDraft {
  question: string;
  options: string[];
  correctAnswer: number;
  explanation?: string;
}

export const blankQuestion = (): QuestionDraft => ({
  question: '',
  options: Array.from({ length: DEFAULT_OPTION_SLOTS }, () => ''),
  correctAnswer: 0,
  explanation: '',
});

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * One question as sent: trimmed, blank options dropped, correctAnswer the index of the same option among the kept
 * ones (0 when the chosen option was blank, which validation refuses before any submit).
 */
export function cleanQuestion(draft: QuestionDraft): Question {
  const options: string[] = [];
  let correctAnswer = 0;
  (draft.options ?? []).forEach((option, index) => {
    const kept = text(option);
    if (kept === '') return;
    if (index === draft.correctAnswer) correctAnswer = options.length;
    options.push(kept);
  });
  return { question: text(draft.question), options, correctAnswer, explanation: text(draft.explanation) };
}

export const cleanQuestions = (drafts: readonly QuestionDraft[] | undefined): Question[] => (drafts ?? []).map(cleanQuestion);

/** A stored question as a form draft (its explanation '' when it has none). */
export const toDraft = (question: Partial<Question>): QuestionDraft => ({
  question: question.question ?? '',
  options: [...(question.options ?? [])],
  correctAnswer: question.correctAnswer ?? 0,
  explanation: question.explanation ?? '',
});

/** 0 → 'A', 1 → 'B', … 25 → 'Z', 26 → 'AA'. */
export function optionLetter(index: number): string {
  let n = index;
  let out = '';
  do {
    out = String.fromCharCode(65 + (n % 26)) + out;
    n = Math.floor(n / 26) - 1;
  } while (n >= 0);
  return out;
}
