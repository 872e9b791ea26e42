/**
 * Course units and quizzes in Chromium against the fixture API: the units list and its stats, creating a unit
 * (thumbnail preview with the local placeholder, the draft restored after a reload), a row's details, Copy, bulk
 * delete; creating a quiz with three questions, editing one, viewing one, bulk delete.
 * Nothing leaves the test server: requests to any other host (the video site's thumbnails) are aborted.
 */
import { describe, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { youtubeId, youtubeWatchUrl } from '../../src/domain/video';
import { test, type E2E } from './harness';
import { noHorizontalScroll, tableFits } from './page-checks';
import { settled } from './routes';

const rows = (page: Page) => page.locator('tbody tr.RaDataTable-row');
const dialog = (page: Page) => page.getByRole('dialog');
const toast = (page: Page, text: string | RegExp) => page.getByText(text).first();
const SHOWING = /Showing \d+ to \d+ of (\d+) results/;
/**
 * The list's total as the screen shows it: 'Showing X to Y of Z results', or the rows on screen when one page holds
 * them (no pagination). Read in one go: the pagination goes away when a filter leaves a single page, so reading its
 * text after finding it could wait for a text that is gone.
 */
const total = (page: Page) =>
  page.evaluate((showing) => {
    const text = document.querySelector('main')?.innerText ?? '';
    const match = new RegExp(showing).exec(text);
    return match ? Number(match[1].replace(/\D/g, '')) : document.querySelectorAll('tbody tr.RaDataTable-row').length;
  }, SHOWING.source);
/** Opens a select and picks its option `nth` (0 is the empty choice, 'All …' or the placeholder). */
const pickOption = async (page: Page, label: string | RegExp, nth = 1, scope: Locator = dialog(page)) => {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option').nth(nth).click();
};
const field = (page: Page, name: RegExp) => dialog(page).getByRole('textbox', { name });
/** The record ids of the rows on screen (the ID column, shown at 1366 px). */
const rowIds = async (page: Page) => (await rows(page).locator('td.column-id').allInnerTexts()).map((id) => Number(id.trim()));

interface Unit {
  id: number;
  title: string;
  description: string;
  videoLink: string;
  expectedOutcome: string;
  skills: string;
}
interface Question {
  question: string;
  options: string[];
  correctAnswer: number;
  explanation?: string;
}
interface Quiz {
  id: number;
  title: string;
  questions: { questions: Question[] };
  _count: { questions: number };
}

const UNIT = {
  title: 'Keeping Sales Records: Daily Habits',
  description: 'How a market vendor in Kampala keeps a simple daily record of sales and costs.',
  videoLink: 'https://youtu.be/dQw4w9WgXcQ?t=42',
  expectedOutcome: 'Learners keep a daily sales book and read their weekly profit.',
  skills: 'Record keeping, Bookkeeping, Cash management',
};

/** A list screen, signed in, with its first page of rows and the total the screen shows. */
async function listPage(env: E2E, path: string) {
  const page = await env.adminPage(path);
  await rows(page).first().waitFor();
  await page.getByText(SHOWING).waitFor();
  return page;
}

describe('course units screen', () => {
  test('shows the stats, the columns and ten rows', async ({ env }) => {
    const page = await listPage(env, '/course-units');
    expect(await rows(page).count()).toBe(10);
    for (const card of ['Total Units', 'Video Lessons', 'Courses', 'This Month']) await page.getByText(card, { exact: true }).first().waitFor();
    await page.getByText(/Showing 1 to 10 of 60 results/).waitFor();
    const headers = await page.locator('thead th').allInnerTexts();
    expect(headers.map((h) => h.trim()).filter(Boolean)).toEqual(['ID', 'Unit', 'Description', 'Course', 'Skills', 'Created', 'Actions']);
    await expect.poll(() => rows(page).first().getByText('Video lesson').count()).toBe(1);
    // skills: the first two, then '+N more'
    await expect.poll(() => page.locator('tbody').getByText(/^\+\d+ more$/).count()).toBeGreaterThan(0);
    // thumbnails from the video site are blocked here: each falls back to the local placeholder
    await expect.poll(() => page.locator('tbody img[data-placeholder="true"]').count()).toBe(10);
    // Play opens the video site in a new tab, without access back to the admin
    const play = rows(page).first().getByRole('link', { name: 'Play' });
    expect(await play.getAttribute('target')).toBe('_blank');
    expect(await play.getAttribute('rel')).toContain('noopener');
    expect(await play.getAttribute('href')).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
    await settled(page);
    await env.shot(page, 'course-units-1366');
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await tableFits(page)).toBe(true);
  });

  test('filters by course behind the Filters toggle and clears the filters', async ({ env }) => {
    const page = await listPage(env, '/course-units');
    await page.getByRole('button', { name: 'Filters' }).click();
    await pickOption(page, 'Course', 1, page.locator('.RaList-actions'));
    await page.waitForURL((url) => decodeURIComponent(url.search).includes('"courseId"'));
    await expect.poll(() => total(page)).toBe(3);
    const course = await rows(page).first().locator('td.column-courseId').innerText();
    expect(new Set(await rows(page).locator('td.column-courseId').allInnerTexts())).toEqual(new Set([course]));
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await page.waitForURL((url) => !decodeURIComponent(url.search).includes('"courseId"'));
    await expect.poll(() => total(page)).toBe(60);
  });

  test('creates a unit: the thumbnail preview once the link is valid, the draft kept across a reload', async ({ env }) => {
    const page = await listPage(env, '/course-units');
    await page.getByRole('button', { name: 'Add Course Unit' }).click();
    await dialog(page).getByText('Add Course Unit').waitFor();
    await dialog(page).getByLabel('Unit Title').fill(UNIT.title);
    await dialog(page).getByLabel('Video Link').fill('https://vimeo.com/12345');
    await dialog(page).getByLabel('Video Link').blur();
    // validated on blur; Save stays disabled while a field is empty or wrong
    expect(await dialog(page).getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await dialog(page).getByText('Please enter a valid YouTube URL (e.g., https://www.youtube.com/watch?v=...)').waitFor();
    expect(await dialog(page).getByTestId('thumbnail-preview').count()).toBe(0);
    await dialog(page).getByLabel('Video Link').fill(UNIT.videoLink);
    const preview = dialog(page).getByTestId('thumbnail-preview').locator('img');
    await preview.waitFor();
    await expect.poll(() => preview.getAttribute('data-placeholder')).toBe('true');
    await dialog(page).getByText('Draft saved automatically').waitFor();
    await env.shot(page, 'course-units-create-1366');

    await page.reload();
    await dialog(page).getByText('Add Course Unit').waitFor();
    await expect.poll(() => dialog(page).getByLabel('Unit Title').inputValue()).toBe(UNIT.title);
    expect(await dialog(page).getByLabel('Video Link').inputValue()).toBe(UNIT.videoLink);
    await dialog(page).getByTestId('thumbnail-preview').waitFor();

    await pickOption(page, /^Course/);
    await field(page, /^Description/).fill(UNIT.description);
    await dialog(page).getByLabel('Expected Learning Outcome').fill(UNIT.expectedOutcome);
    await dialog(page).getByLabel('Skills').fill(UNIT.skills);
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Course Unit Created').waitFor();
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => total(page)).toBe(61);
    await rows(page).first().getByText(UNIT.title).waitFor();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => /^form-draft-\d+-course-units/.test(k)))).toEqual([]);
  });

  test('opens a row’s details: description, outcome, skills; Close, Watch Video, Edit Unit', async ({ env }) => {
    const page = await listPage(env, '/course-units');
    const [id] = await rowIds(page);
    const { data: unit } = await env.adminGet<{ data: Unit }>(`/course-units/${id}`);
    await rows(page).first().getByText(unit.title).click();
    await page.waitForURL((url) => url.pathname === `/course-units/${id}/show`);
    await dialog(page).getByText('Course Unit Details').waitFor();
    await dialog(page).getByText(unit.description).waitFor();
    await dialog(page).getByText('Expected Learning Outcome').waitFor();
    await dialog(page).getByText(unit.expectedOutcome).waitFor();
    await dialog(page).getByText('Skills Covered').waitFor();
    const skills = unit.skills.split(',').map((skill) => skill.trim());
    expect(skills.length).toBeGreaterThan(1);
    for (const skill of skills) await dialog(page).getByText(skill, { exact: true }).waitFor();
    // the stored link (watch, embed or short form) opens as the video site's watch page
    const watch = dialog(page).getByRole('link', { name: 'Watch Video' });
    expect(await watch.getAttribute('href')).toBe(youtubeWatchUrl(youtubeId(unit.videoLink)!));
    expect(await watch.getAttribute('rel')).toContain('noopener');
    await env.shot(page, 'course-units-show-1366');
    await dialog(page).getByRole('button', { name: 'Edit Unit' }).click();
    await dialog(page).getByText('Edit Course Unit').waitFor();
    await expect.poll(() => dialog(page).getByLabel('Unit Title').inputValue()).toBe(unit.title);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
  });

  test('copies a unit with the title suffixed " (Copy)"', async ({ env }) => {
    const page = await listPage(env, '/course-units');
    const title = await rows(page).first().locator('td.column-title p').first().innerText();
    await rows(page).first().getByRole('button', { name: `Copy ${title}` }).click();
    await toast(page, 'Course Unit Duplicated').waitFor();
    await expect.poll(() => total(page)).toBe(61);
    await rows(page).first().getByText(`${title} (Copy)`).waitFor();
  });

  test('deletes the selected units one by one', async ({ env }) => {
    const page = await listPage(env, '/course-units');
    const chosen = (await rowIds(page)).slice(0, 2);
    await rows(page).nth(0).getByRole('checkbox').check();
    await rows(page).nth(1).getByRole('checkbox').check();
    await page.getByText('2 units selected').waitFor();
    await page.getByRole('button', { name: 'Delete Selected' }).click();
    await dialog(page).getByText('Delete Selected Units').waitFor();
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Course Units Deleted').waitFor();
    await expect.poll(() => total(page)).toBe(58);
    await expect.poll(() => rowIds(page)).not.toContain(chosen[0]);
    expect(await rowIds(page)).not.toContain(chosen[1]);
  });

  test('asks before deleting one unit: "Delete Course Unit" with "Delete Unit"', async ({ env }) => {
    const page = await listPage(env, '/course-units');
    const [id] = await rowIds(page);
    await rows(page).first().getByRole('button', { name: 'Delete Unit' }).click();
    await dialog(page).getByText('Delete Course Unit').waitFor();
    await dialog(page).getByRole('button', { name: 'Delete Unit' }).click();
    await toast(page, 'Course Unit Deleted').waitFor();
    await expect.poll(() => total(page)).toBe(59);
    expect(await rowIds(page)).not.toContain(id);
  });
});

const QUIZ = {
  title: 'Sales Records Check',
  description: 'Three questions on keeping daily sales records.',
  questions: [
    { text: 'What should a daily sales book record?', options: ['Every sale', '', 'Only big sales', 'Nothing'], correct: 0 },
    { text: 'When is profit read?', options: ['Never', 'Weekly', '', ''], correct: 1 },
    { text: 'Which is a cost?', options: ['', 'Stock bought', 'Cash sale', ''], correct: 1 },
  ],
};

/** The quizzes list filtered down to one seeded quiz by its title. */
const quizRow = async (env: E2E, quiz: Quiz) => {
  const page = await env.adminPage(`/quizzes?filter=${encodeURIComponent(JSON.stringify({ search: quiz.title }))}`);
  await expect.poll(() => rows(page).count()).toBe(1);
  await rows(page).getByText(quiz.title).waitFor();
  return page;
};
const seededQuizzes = async (env: E2E) => (await env.adminGet<{ data: Quiz[] }>('/quizzes?limit=40&sortBy=id&sortOrder=asc')).data;

describe('quizzes screen', () => {
  test('shows the stats and the table', async ({ env }) => {
    const page = await listPage(env, '/quizzes');
    for (const card of ['Total Quizzes', 'Total Results', 'Total Questions', 'Recent Quizzes']) await page.getByText(card, { exact: true }).first().waitFor();
    await page.getByRole('combobox', { name: 'course - unit' }).waitFor();
    await page.getByText(/Showing 1 to 10 of 40 results/).waitFor();
    await settled(page);
    await env.shot(page, 'quizzes-1366');
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await tableFits(page)).toBe(true);
  });

  test('filters by a course unit found by typing part of its title, then shows all again', async ({ env }) => {
    const page = await listPage(env, '/quizzes');
    // the cell shows the unit's title; the options read 'Course - Unit' (several courses have a unit of that title)
    const href = await rows(page).first().locator('td.column-courseUnitId a').getAttribute('href');
    const { data: unit } = await env.adminGet<{ data: { title: string; course: { title: string } } }>(href!.replace(/\/show$/, ''));
    const filter = page.getByRole('combobox', { name: 'course - unit' });
    await filter.fill(unit.title.slice(0, 12));
    await page.getByRole('option', { name: `${unit.course.title} - ${unit.title}`, exact: true }).click();
    const unitId = Number(/\/course-units\/(\d+)\/show$/.exec(href!)?.[1]);
    await page.waitForURL((url) => JSON.parse(url.searchParams.get('filter') ?? '{}').courseUnitId === unitId);
    const unitLinks = () => rows(page).locator('td.column-courseUnitId a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    await expect.poll(async () => new Set(await unitLinks())).toEqual(new Set([href]));
    expect(await rows(page).count()).toBe((await unitLinks()).length);
    await filter.click();
    await page.getByRole('option', { name: 'All Course Units' }).click();
    await expect.poll(() => total(page)).toBe(40);
  });

  test('creates a quiz with three questions: blank options dropped, the correct answer kept', async ({ env }) => {
    const page = await listPage(env, '/quizzes');
    await page.getByRole('button', { name: 'Add Quiz' }).click();
    await dialog(page).getByText('Basic Information').waitFor();
    await dialog(page).getByText('Quiz Questions').waitFor();
    // Save is disabled while the form is incomplete; Ctrl+S on the empty form shows every field's message
    expect(await dialog(page).getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await dialog(page).getByLabel('Quiz Title').focus();
    await page.keyboard.press('Control+s');
    await dialog(page).getByText('Quiz title is required').waitFor();
    await dialog(page).getByText('Question text is required').waitFor();
    await dialog(page).getByText('At least 2 options are required').waitFor();
    await toast(page, 'Please fix the errors below and try again.').waitFor();

    await dialog(page).getByLabel('Quiz Title').fill(QUIZ.title);
    await field(page, /^Description/).fill(QUIZ.description);
    await dialog(page).getByText('19/100').waitFor();
    await pickOption(page, /^Course Unit/);
    await dialog(page).getByRole('button', { name: 'Add Question' }).click();
    await dialog(page).getByRole('button', { name: 'Add Question' }).click();
    for (const [i, q] of QUIZ.questions.entries()) {
      const group = dialog(page).getByRole('group', { name: `Question ${i + 1}` });
      await group.getByLabel('Question Text').fill(q.text);
      for (const [o, option] of q.options.entries()) await group.getByLabel(`Option ${'ABCD'[o]}`, { exact: true }).fill(option);
      // a blank option chosen as correct is named at once, and the message goes with a filled one chosen
      await group.getByLabel(`Option ${'ABCD'[q.options.indexOf('')]} is the correct answer`).check();
      await group.getByText('Correct answer option cannot be empty').waitFor();
      await group.getByLabel(`Option ${'ABCD'[q.correct]} is the correct answer`).check();
      await group.getByText('Correct answer option cannot be empty').waitFor({ state: 'detached' });
    }
    await dialog(page).getByRole('group', { name: 'Question 2' }).getByLabel('Explanation (optional)').fill(' Profit is read from the weekly totals. ');
    await env.shot(page, 'quizzes-create-1366');
    const sent = page.waitForRequest((req) => req.method() === 'POST' && req.url().endsWith('/api/quizzes'));
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body.questions).toEqual({
      questions: [
        { question: QUIZ.questions[0].text, options: ['Every sale', 'Only big sales', 'Nothing'], correctAnswer: 0, explanation: '' },
        { question: QUIZ.questions[1].text, options: ['Never', 'Weekly'], correctAnswer: 1, explanation: 'Profit is read from the weekly totals.' },
        { question: QUIZ.questions[2].text, options: ['Stock bought', 'Cash sale'], correctAnswer: 0, explanation: '' },
      ],
    });
    await toast(page, 'Quiz Created').waitFor();
    // the typed explanation is stored with its question
    const { data: created } = await env.adminGet<{ data: Quiz[] }>(`/quizzes?search=${encodeURIComponent(QUIZ.title)}`);
    expect(created[0].questions.questions[1].explanation).toBe('Profit is read from the weekly totals.');
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => total(page)).toBe(41);
    await rows(page).first().getByText(QUIZ.title).waitFor();
  });

  test('edits a quiz: the explanation is sent, a blank question text refused', async ({ env }) => {
    const [quiz] = await seededQuizzes(env);
    const seeded = quiz.questions.questions[1];
    const page = await quizRow(env, quiz);
    await rows(page).first().getByRole('button', { name: 'Edit' }).click();
    await dialog(page).getByText('Edit Quiz').waitFor();
    const second = dialog(page).getByRole('group', { name: 'Question 2' });
    await expect.poll(() => second.getByLabel('Question Text').inputValue()).toBe(seeded.question);
    await second.getByLabel('Question Text').fill('');
    await second.getByLabel('Question Text').blur();
    await second.getByText('Question text is required').waitFor();
    expect(await dialog(page).getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await page.keyboard.press('Control+s');
    await toast(page, 'Please fix the errors before submitting.').waitFor();
    await second.getByLabel('Question Text').fill('When should profit be worked out?');
    await second.getByLabel('Explanation (optional)').fill('Weekly totals show the trend.');
    const sent = page.waitForRequest((req) => req.method() === 'PATCH' && /\/api\/quizzes\/\d+$/.test(req.url()));
    await dialog(page).getByRole('button', { name: 'Save' }).click();
    const body = (await sent).postDataJSON() as { questions: { questions: Record<string, unknown>[] } };
    expect(body.questions.questions[1]).toEqual({
      question: 'When should profit be worked out?',
      options: seeded.options,
      correctAnswer: seeded.correctAnswer,
      explanation: 'Weekly totals show the trend.',
    });
    await toast(page, 'Quiz Updated').waitFor();
    await dialog(page).waitFor({ state: 'detached' });
  });

  test('views a quiz: three questions with the correct option marked', async ({ env }) => {
    const quiz = (await seededQuizzes(env)).find((q) => q._count.questions === 3);
    expect(quiz, 'a seeded quiz of three questions').toBeDefined();
    const page = await quizRow(env, quiz!);
    await rows(page).first().getByText(quiz!.title).click();
    await dialog(page).getByText('Quiz Details').waitFor();
    for (const question of quiz!.questions.questions) await dialog(page).getByText(question.question, { exact: false }).waitFor();
    expect(await dialog(page).getByText('Correct', { exact: true }).count()).toBe(3);
    expect(await dialog(page).getByText(/more question/).count()).toBe(0);
    await dialog(page).getByText('Latest Result').waitFor();
    await env.shot(page, 'quizzes-show-1366');
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
  });

  test('a longer quiz shows the first three questions, then "... and N more questions"', async ({ env }) => {
    const long = (await seededQuizzes(env)).find((q) => q._count.questions > 4);
    expect(long).toBeDefined();
    const page = await env.adminPage(`/quizzes/${long!.id}/show`);
    await dialog(page).getByText(`... and ${long!._count.questions - 3} more questions`).waitFor();
  });

  test('deletes the selected quizzes after a confirmation', async ({ env }) => {
    const page = await listPage(env, '/quizzes');
    const before = await total(page);
    await rows(page).nth(0).getByRole('checkbox').check();
    await rows(page).nth(1).getByRole('checkbox').check();
    await page.getByText('2 quizzes selected').waitFor();
    await page.getByRole('button', { name: 'Delete Selected' }).click();
    await dialog(page).getByText(/will remove all associated quiz results/).waitFor();
    await dialog(page).getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Quizzes Deleted').waitFor();
    await expect.poll(() => total(page)).toBe(before - 2);
  });
});

test('asks no other host for anything but the (blocked) video thumbnails', async ({ env }) => {
  const outside: string[] = [];
  const page = await env.adminPage();
  page.on('request', (request) => {
    if (!request.url().startsWith(env.baseUrl)) outside.push(request.url());
  });
  // the units list, a unit's details and its edit form (the thumbnail preview), the quizzes list and a quiz
  await page.goto(`${env.baseUrl}/course-units`);
  await expect.poll(() => page.locator('tbody img[data-placeholder="true"]').count()).toBe(10);
  const [id] = await rowIds(page);
  await page.goto(`${env.baseUrl}/course-units/${id}/show`);
  await dialog(page).getByText('Course Unit Details').waitFor();
  await dialog(page).getByRole('button', { name: 'Edit Unit' }).click();
  await dialog(page).getByTestId('thumbnail-preview').locator('img[data-placeholder="true"]').waitFor();
  await page.goto(`${env.baseUrl}/quizzes`);
  await rows(page).first().locator('td.column-title').click(); // the row's middle may be its unit link
  await dialog(page).getByText('Quiz Details').waitFor();
  await settled(page);
  expect(outside.some((url) => url.startsWith('https://img.youtube.com/'))).toBe(true);
  expect(outside.filter((url) => !url.startsWith('https://img.youtube.com/'))).toEqual([]);
});
