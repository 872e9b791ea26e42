import { describe, expect, it } from 'vitest';
import { isIsoDate } from '../../src/domain/patterns';
import { exceedsMax } from '../../src/domain/validation';
import { normalizeQuestions, sameTitle, validateCourse, validateLevel, validateQuiz, validateUnit } from '../../src/domain/rules-education';

const messages = (list: { message: string }[]) => list.map((v) => v.message);
const q = (over: Record<string, unknown> = {}) => ({ question: 'What is cash flow?', options: ['Money in and out', 'Profit', '', ''], correctAnswer: 0, ...over });

describe('education level rules', () => {
  it('requires title and description with the requirements wording', () => {
    expect(messages(validateLevel({}, 'create'))).toEqual(['Title is required', 'Description is required']);
    expect(messages(validateLevel({ title: '   ', description: '  ' }, 'create'))).toEqual(['Title is required', 'Description is required']);
  });

  it('checks lengths on trimmed values', () => {
    expect(messages(validateLevel({ title: ' A ', description: 'Short' }, 'create'))).toEqual([
      'Title must be at least 2 characters',
      'Description must be at least 10 characters',
    ]);
    expect(messages(validateLevel({ title: 'x'.repeat(256), description: 'y'.repeat(1001) }, 'create'))).toEqual([
      'Title must be less than 255 characters',
      'Description must be less than 1000 characters',
    ]);
    expect(validateLevel({ title: 'x'.repeat(255), description: 'y'.repeat(1000) }, 'create')).toEqual([]);
  });

  it('checks allowed characters on create only', () => {
    expect(messages(validateLevel({ title: 'Primary <b>', description: 'A valid description' }, 'create'))).toEqual(['Title contains invalid characters']);
    expect(validateLevel({ title: "Primary & Nursery (P.1-P.3), Pupils' Level", description: 'A valid description' }, 'create')).toEqual([]);
    expect(validateLevel({ title: 'Primary <b>' }, 'update')).toEqual([]);
  });

  it('checks only the fields present on update and rejects non-text', () => {
    expect(validateLevel({ description: 'A longer description' }, 'update')).toEqual([]);
    expect(messages(validateLevel({ title: 42 }, 'update'))).toEqual(['title must be text']);
  });
});

describe('course rules', () => {
  const ok = { title: 'Cash Flow: Basics', description: 'Twenty characters or more here', levelId: 1 };
  it('accepts a valid course (colon allowed)', () => expect(validateCourse(ok, 'create')).toEqual([]));
  it('needs a numeric level', () => {
    expect(messages(validateCourse({ ...ok, levelId: undefined }, 'create'))).toEqual(['Please select an education level']);
    expect(messages(validateCourse({ ...ok, levelId: '1' }, 'create'))).toEqual(['levelId must be a positive whole number']);
  });
  it('uses the course wording', () => {
    expect(messages(validateCourse({ levelId: 1 }, 'create'))).toEqual(['Course title is required', 'Course description is required']);
    expect(messages(validateCourse({ ...ok, description: 'too short' }, 'create'))).toEqual(['Description must be at least 20 characters']);
  });
});

describe('course unit rules', () => {
  const ok = { title: 'Lesson 1: Intro', description: 'An introduction of twenty+ chars', videoLink: 'https://youtu.be/rfscVS0vtbw', expectedOutcome: 'Can do the thing', skills: 'pricing, sales', courseId: 3 };
  it('accepts a valid unit', () => expect(validateUnit(ok, 'create')).toEqual([]));
  it('rejects a non-video link with the requirements message', () => {
    expect(messages(validateUnit({ ...ok, videoLink: 'https://vimeo.com/1' }, 'create'))).toEqual([
      'Please enter a valid YouTube URL (e.g., https://www.youtube.com/watch?v=...)',
    ]);
  });
  it('lists every missing field', () => {
    expect(messages(validateUnit({}, 'create'))).toEqual([
      'Unit title is required', 'Unit description is required', 'Video link is required', 'Expected outcome is required', 'Skills are required', 'Please select a course',
    ]);
  });
  it('limits skills to 500 characters', () => {
    expect(messages(validateUnit({ skills: 's'.repeat(501) }, 'update'))).toEqual(['Skills must be less than 500 characters']);
  });
});

describe('quiz rules', () => {
  const ok = { title: 'Cash quiz', description: 'Ten or more characters', courseUnitId: 2, questions: { questions: [q()] } };
  it('accepts a valid quiz', () => expect(validateQuiz(ok, 'create')).toEqual([]));
  it('needs at least one question', () => {
    expect(messages(validateQuiz({ ...ok, questions: { questions: [] } }, 'create'))).toEqual(['At least one question is required']);
    expect(messages(validateQuiz({ ...ok, questions: [] }, 'create'))).toEqual(['At least one question is required']);
  });
  it('checks each question', () => {
    const bad = [q({ question: ' ' }), q({ options: ['Only one', ' '] }), q({ correctAnswer: 2 }), q({ correctAnswer: 9 })];
    expect(messages(validateQuiz({ ...ok, questions: { questions: bad } }, 'create'))).toEqual([
      'Question text is required', 'At least 2 options are required', 'Correct answer option cannot be empty', 'Correct answer must be the index of an option',
    ]);
  });
  it('uses the quiz wording and limits', () => {
    expect(messages(validateQuiz({ title: 'x'.repeat(101), description: 'd'.repeat(501) }, 'update'))).toEqual([
      'Title must be less than 100 characters', 'Description must be less than 500 characters',
    ]);
    expect(messages(validateQuiz({ ...ok, title: '', courseUnitId: null }, 'create'))).toEqual(['Quiz title is required', 'Course unit is required']);
  });
  it('normalizes question texts and keeps a non-blank explanation', () => {
    expect(normalizeQuestions([q({ question: '  Why?  ', options: [' A ', 'B'], explanation: '  Because ' }), q({ explanation: ' ' })])).toEqual([
      { question: 'Why?', options: ['A', 'B'], correctAnswer: 0, explanation: 'Because' },
      { question: 'What is cash flow?', options: ['Money in and out', 'Profit', '', ''], correctAnswer: 0 },
    ]);
  });
});

describe('sameTitle', () => {
  it('compares trimmed and case-insensitively', () => {
    expect(sameTitle('  Primary ', 'primary')).toBe(true);
    expect(sameTitle('Primary', 'Primary 2')).toBe(false);
    expect(sameTitle(undefined, 'x')).toBe(false);
  });
});

describe('shared field-rule helpers', () => {
  it('isIsoDate takes ISO dates and date-times only', () => {
    expect(['2026-05-01', '2026-05-01T09:30', '2026-05-01T09:30:00.000Z', '2026-05-01T09:30:00+03:00'].map(isIsoDate)).toEqual([true, true, true, true]);
    expect(['2', '1', 'hello 5', '2026-13-45', 'May 1, 2026', '', 20260501].map(isIsoDate)).toEqual([false, false, false, false, false, false, false]);
  });
  it('exceedsMax reads every limit inclusively, as the requirements tables do', () => {
    expect([254, 255, 256].map((n) => exceedsMax(n, 255))).toEqual([false, false, true]);
  });
});
