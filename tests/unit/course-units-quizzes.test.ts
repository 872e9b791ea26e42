/**
 * Logic of the course units and quizzes screens: the quiz form's question clean-up, the unit body and
 * error mapping, duplicates, the newest-first count of the stat cards, and video links from lookalike hosts.
 */
import { describe, expect, it, vi } from 'vitest';
import type { DataProvider, RaRecord } from 'react-admin';
import { blankQuestion, cleanQuestion, cleanQuestions, optionLetter, toDraft } from '../../src/domain/quiz-questions';
import { copyTitle, duplicateBody } from '../../src/domain/duplicate';
import { youtubeId } from '../../src/domain/video';
import { countSince } from '../../src/common/useListCounts';
import { mapUnitError, toUnitPayload, unitCanSubmit } from '../../src/course-units/courseUnitRules';
import { quizCanSubmit, questionValidators, toQuizPayload } from '../../src/quizzes/quizRules';

describe('quiz questions', () => {
  it('starts with 4 blank option slots and the first one correct', () => {
    expect(blankQuestion()).toEqual({ question: '', options: ['', '', '', ''], correctAnswer: 0, explanation: '' });
  });

  it('drops blank options, trims texts and keeps the correct answer on the same option', () => {
    const draft = { question: '  Which is a cost? ', options: ['', ' Stock bought ', '   ', 'Cash sale'], correctAnswer: 3, explanation: ' Sales bring cash in. ' };
    expect(cleanQuestion(draft)).toEqual({
      question: 'Which is a cost?',
      options: ['Stock bought', 'Cash sale'],
      correctAnswer: 1,
      explanation: 'Sales bring cash in.',
    });
  });

  it('keeps the index when nothing before the correct option is blank', () => {
    expect(cleanQuestion({ question: 'Q', options: ['A', 'B', '', ''], correctAnswer: 1 }).correctAnswer).toBe(1);
    expect(cleanQuestion({ question: 'Q', options: ['A', '', 'C', ''], correctAnswer: 0 }).correctAnswer).toBe(0);
  });

  it('cleans every question, and reads a stored question back as a draft', () => {
    expect(cleanQuestions(undefined)).toEqual([]);
    const stored = { question: 'Q', options: ['A', 'B'], correctAnswer: 1 };
    expect(toDraft(stored)).toEqual({ ...stored, explanation: '' });
    expect(cleanQuestions([toDraft(stored)])).toEqual([{ ...stored, explanation: '' }]);
  });

  it('letters the options A, B, C… then AA', () => {
    expect([0, 1, 2, 25, 26, 27].map(optionLetter)).toEqual(['A', 'B', 'C', 'Z', 'AA', 'AB']);
  });

  it('names the first problem of a question with the requirements messages', () => {
    const V = 'resources.quizzes.validation';
    expect(questionValidators.text({ question: ' ', options: ['A', 'B'], correctAnswer: 0 })).toBe(`${V}.questionTextRequired`);
    expect(questionValidators.options({ question: 'Q', options: ['A', ' ', '', ''], correctAnswer: 0 })).toBe(`${V}.optionsMin2`);
    expect(questionValidators.correct({ question: 'Q', options: ['A', 'B', '', ''], correctAnswer: 2 })).toBe(`${V}.correctAnswerEmpty`);
    expect(questionValidators.correct({ question: 'Q', options: ['A', 'B', '', ''], correctAnswer: 1 })).toBeUndefined();
    // the bounds, each before any other check of the value
    expect(questionValidators.text({ question: 'q'.repeat(1001), options: ['A', 'B'], correctAnswer: 0 })).toBe(`${V}.questionMax`);
    expect(questionValidators.options({ question: 'Q', options: Array.from({ length: 11 }, () => 'A'), correctAnswer: 0 })).toBe(`${V}.optionsMax`);
    expect(questionValidators.options({ question: 'Q', options: ['o'.repeat(256), 'B'], correctAnswer: 0 })).toBe(`${V}.optionMax`);
    expect(questionValidators.explanation({ question: '', options: [], correctAnswer: 0, explanation: 'e'.repeat(1001) })).toBe(`${V}.explanationMax`);
    expect(questionValidators.explanation({ question: '', options: [], correctAnswer: 0, explanation: 'e'.repeat(1000) })).toBeUndefined();
  });
});

describe('quiz body', () => {
  const values = {
    title: '  Sales Check ',
    description: ' Ten short questions on sales. ',
    courseUnitId: 7,
    questions: { questions: [{ question: 'Q1', options: ['A', '', 'B', ''], correctAnswer: 2, explanation: 'Because.' }] },
  };

  it('sends each question with its explanation, on create and update alike', () => {
    expect(toQuizPayload(values)).toEqual({
      title: 'Sales Check',
      description: 'Ten short questions on sales.',
      courseUnitId: 7,
      questions: { questions: [{ question: 'Q1', options: ['A', 'B'], correctAnswer: 1, explanation: 'Because.' }] },
    });
  });

  it('allows Save only when every field and question is right', () => {
    expect(quizCanSubmit(values)).toBe(true);
    expect(quizCanSubmit({ ...values, courseUnitId: '' })).toBe(false);
    expect(quizCanSubmit({ ...values, title: 'ab' })).toBe(false);
    expect(quizCanSubmit({ ...values, questions: { questions: [] } })).toBe(false);
    expect(quizCanSubmit({ ...values, questions: { questions: [{ question: 'Q', options: ['A', '', '', ''], correctAnswer: 0 }] } })).toBe(false);
    const ok = { question: 'Q', options: ['A', 'B'], correctAnswer: 0 };
    expect(quizCanSubmit({ ...values, questions: { questions: Array.from({ length: 100 }, () => ok) } })).toBe(true);
    expect(quizCanSubmit({ ...values, questions: { questions: Array.from({ length: 101 }, () => ok) } })).toBe(false);
  });
});

describe('course unit body and errors', () => {
  const unit = {
    title: ' Keeping Records ',
    description: 'Daily records for a market stall in Kampala.',
    videoLink: ' https://youtu.be/dQw4w9WgXcQ ',
    expectedOutcome: 'Keeps a daily sales book.',
    skills: 'Record keeping, Bookkeeping',
    courseId: 3,
  };

  it('sends trimmed texts and the course id as a number', () => {
    expect(toUnitPayload(unit)).toEqual({ ...unit, title: 'Keeping Records', videoLink: 'https://youtu.be/dQw4w9WgXcQ', courseId: 3 });
    expect(unitCanSubmit(unit)).toBe(true);
    expect(unitCanSubmit({ ...unit, videoLink: 'https://vimeo.com/1' })).toBe(false);
  });

  it('maps the server messages of docs/requirements.md §8', () => {
    expect(mapUnitError('A course unit with this title already exists')).toEqual({
      title: 'resources.course-units.notifications.duplicateTitle',
      message: 'resources.course-units.validation.duplicateTitle',
      field: 'title',
    });
    expect(mapUnitError('Validation failed: Title is required')?.message).toBe('resources.course-units.notifications.checkInput');
    expect(mapUnitError('Course not found')).toBeNull();
  });

  it('duplicates with the title suffixed " (Copy)" and the other fields copied', () => {
    expect(copyTitle(' Intro ')).toBe('Intro (Copy)');
    expect(duplicateBody({ id: 4, ...unit, course: { title: 'X' } }, ['title', 'description', 'courseId'])).toEqual({
      title: 'Keeping Records (Copy)',
      description: unit.description,
      courseId: 3,
    });
  });
});

describe('video links from other hosts', () => {
  it.each([
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://notyoutube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be.evil.example/dQw4w9WgXcQ',
    'https://evil.example/embed/dQw4w9WgXcQ?u=https://youtu.be/x',
    'data:text/html,https://youtu.be/dQw4w9WgXcQ',
    'JAVASCRIPT:alert(1)',
  ])('refuses %s', (url) => {
    expect(youtubeId(url)).toBeNull();
  });
});

describe('countSince (stat cards without a stats endpoint)', () => {
  const since = new Date('2026-11-01T00:00:00Z');
  /** Rows newest first: `fresh` at or after `since`, then older ones. */
  const provider = (fresh: number, old: number) => {
    const rows: RaRecord[] = [
      ...Array.from({ length: fresh }, (_, i) => ({ id: i, createdAt: new Date(Date.UTC(2026, 10, 20) - i * 60_000).toISOString() })),
      ...Array.from({ length: old }, (_, i) => ({ id: fresh + i, createdAt: new Date(Date.UTC(2026, 9, 31) - i * 60_000).toISOString() })),
    ];
    const getList = vi.fn(async (_resource: string, { pagination }: { pagination: { page: number; perPage: number } }) => {
      const start = (pagination.page - 1) * pagination.perPage;
      return { data: rows.slice(start, start + pagination.perPage), total: rows.length };
    });
    return { getList } as unknown as Pick<DataProvider, 'getList'> & { getList: typeof getList };
  };

  it('counts within the first page in one call', async () => {
    const dp = provider(7, 50);
    expect(await countSince(dp, 'quizzes', since)).toBe(7);
    expect(dp.getList).toHaveBeenCalledTimes(1);
  });

  it('counts past the first page by a binary search, and handles all or none', async () => {
    const dp = provider(345, 1000);
    expect(await countSince(dp, 'course-units', since)).toBe(345);
    expect(dp.getList.mock.calls.length).toBeLessThan(15);
    expect(await countSince(provider(250, 0), 'course-units', since)).toBe(250);
    expect(await countSince(provider(0, 30), 'course-units', since)).toBe(0);
  });
});
