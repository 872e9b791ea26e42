/**
 * Course units and quizzes in Chromium against the fixture API (issue 16): the units list and its stats, creating a
 * unit (thumbnail preview with the local placeholder, the draft restored after a reload), a row's details, Copy,
 * bulk delete; creating a quiz with three questions, editing it, viewing it, bulk delete; both screens at 800 px.
 * Nothing leaves the test server: requests to any other host (the video site's thumbnails) are aborted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './harness';
import { noHorizontalScroll, tableFits } from './page-checks';

let env: E2E;
let page: Page;
const outside: string[] = [];

const rows = () => page.locator('tbody tr.RaDataTable-row');
const dialog = () => page.getByRole('dialog');
const toast = (text: string | RegExp) => page.getByText(text).first();
/** The list's total: 'Showing X to Y of Z results', or the rows on screen when one page holds them (no pagination). */
const total = async () => {
  // The pagination comes in the Layout's second pass (common/later.tsx), with the rows' buttons: wait for that pass
  // before counting rows, or a slow machine reads a 41-row list as its first 10 rows.
  await rows().first().getByRole('button').first().waitFor();
  const showing = page.getByText(/Showing \d+ to \d+ of \d+ results/);
  if ((await showing.count()) === 0) return rows().count();
  return Number(/of (\d+) results/.exec(await showing.innerText())?.[1]);
};
/** Opens a select and picks its option `nth` (0 is the empty choice, 'All …' or the placeholder). */
const pickOption = async (label: string | RegExp, nth = 1, scope = dialog()) => {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option').nth(nth).click();
};
const field = (name: RegExp) => dialog().getByRole('textbox', { name });

const UNIT = {
  title: 'Keeping Sales Records: Daily Habits',
  description: 'How a market vendor in Kampala keeps a simple daily record of sales and costs.',
  videoLink: 'https://youtu.be/dQw4w9WgXcQ?t=42',
  expectedOutcome: 'Learners keep a daily sales book and read their weekly profit.',
  skills: 'Record keeping, Bookkeeping, Cash management',
};

beforeAll(async () => {
  env = await startE2E();
  page = await env.newPage();
  await page.context().route(
    (url) => !url.href.startsWith(env.baseUrl),
    (route) => {
      outside.push(route.request().url());
      return route.abort();
    },
  );
  await env.login(page, { remember: true });
});
afterAll(async () => env?.close());

describe('course units screen', () => {
  it('shows the stats, the columns and ten rows', async () => {
    await page.goto(`${env.baseUrl}/course-units`);
    await rows().first().waitFor();
    expect(await rows().count()).toBe(10);
    for (const card of ['Total Units', 'Video Lessons', 'Courses', 'This Month']) await page.getByText(card, { exact: true }).first().waitFor();
    await page.getByText(/Showing 1 to 10 of 60 results/).waitFor();
    const headers = await page.locator('thead th').allInnerTexts();
    expect(headers.map((h) => h.trim()).filter(Boolean)).toEqual(['ID', 'Unit', 'Description', 'Course', 'Skills', 'Created', 'Actions']);
    await expect.poll(() => rows().first().getByText('Video lesson').count()).toBe(1);
    // skills: the first two, then '+N more'
    await expect.poll(() => page.locator('tbody').getByText(/^\+\d+ more$/).count()).toBeGreaterThan(0);
    // thumbnails from the video site are blocked here: each falls back to the local placeholder
    await expect.poll(() => page.locator('tbody img[data-placeholder="true"]').count()).toBe(10);
    // Play opens the video site in a new tab, without access back to the admin
    const play = rows().first().getByRole('link', { name: 'Play' });
    expect(await play.getAttribute('target')).toBe('_blank');
    expect(await play.getAttribute('rel')).toContain('noopener');
    expect(await play.getAttribute('href')).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
    await page.waitForLoadState('networkidle');
    await env.shot(page, 'course-units-1366');
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await tableFits(page)).toBe(true);
  });

  it('filters by course behind the Filters toggle and clears the filters', async () => {
    await page.getByRole('button', { name: 'Filters' }).click();
    await pickOption('Course', 1, page.locator('.RaList-actions'));
    await page.waitForURL((url) => decodeURIComponent(url.search).includes('"courseId"'));
    await expect.poll(total).toBe(3);
    const course = await rows().first().locator('td.column-courseId').innerText();
    expect(new Set(await rows().locator('td.column-courseId').allInnerTexts())).toEqual(new Set([course]));
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect.poll(total).toBe(60);
  });

  it('creates a unit: the thumbnail preview once the link is valid, the draft kept across a reload', async () => {
    await page.getByRole('button', { name: 'Add Course Unit' }).click();
    await dialog().getByText('Add Course Unit').waitFor();
    await dialog().getByLabel('Unit Title').fill(UNIT.title);
    await dialog().getByLabel('Video Link').fill('https://vimeo.com/12345');
    await dialog().getByLabel('Video Link').blur();
    // validated on blur; Save stays disabled while a field is empty or wrong
    expect(await dialog().getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await dialog().getByText('Please enter a valid YouTube URL (e.g., https://www.youtube.com/watch?v=...)').waitFor();
    expect(await dialog().getByTestId('thumbnail-preview').count()).toBe(0);
    await dialog().getByLabel('Video Link').fill(UNIT.videoLink);
    const preview = dialog().getByTestId('thumbnail-preview').locator('img');
    await preview.waitFor();
    await expect.poll(() => preview.getAttribute('data-placeholder')).toBe('true');
    await dialog().getByText('Draft saved automatically').waitFor();
    await env.shot(page, 'course-units-create-1366');

    await page.reload();
    await dialog().getByText('Add Course Unit').waitFor();
    await expect.poll(() => dialog().getByLabel('Unit Title').inputValue()).toBe(UNIT.title);
    expect(await dialog().getByLabel('Video Link').inputValue()).toBe(UNIT.videoLink);
    await dialog().getByTestId('thumbnail-preview').waitFor();

    await pickOption(/^Course/);
    await field(/^Description/).fill(UNIT.description);
    await dialog().getByLabel('Expected Learning Outcome').fill(UNIT.expectedOutcome);
    await dialog().getByLabel('Skills').fill(UNIT.skills);
    await dialog().getByRole('button', { name: 'Save' }).click();
    await toast('Course Unit Created').waitFor();
    await dialog().waitFor({ state: 'detached' });
    await expect.poll(total).toBe(61);
    await rows().first().getByText(UNIT.title).waitFor();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('form-draft-course-units')))).toEqual([]);
  });

  it('opens a row’s details: description, outcome, skills; Close, Watch Video, Edit Unit', async () => {
    await rows().first().getByText(UNIT.title).click();
    await dialog().getByText('Course Unit Details').waitFor();
    await dialog().getByText('Expected Learning Outcome').waitFor();
    await dialog().getByText(UNIT.expectedOutcome).waitFor();
    await dialog().getByText('Skills Covered').waitFor();
    for (const skill of ['Record keeping', 'Bookkeeping', 'Cash management']) await dialog().getByText(skill, { exact: true }).waitFor();
    const watch = dialog().getByRole('link', { name: 'Watch Video' });
    expect(await watch.getAttribute('href')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(await watch.getAttribute('rel')).toContain('noopener');
    await env.shot(page, 'course-units-show-1366');
    await dialog().getByRole('button', { name: 'Edit Unit' }).click();
    await dialog().getByText('Edit Course Unit').waitFor();
    await expect.poll(() => dialog().getByLabel('Unit Title').inputValue()).toBe(UNIT.title);
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
  });

  it('copies a unit with the title suffixed " (Copy)"', async () => {
    await rows().first().getByRole('button', { name: `Copy ${UNIT.title}` }).click();
    await toast('Course Unit Duplicated').waitFor();
    await expect.poll(total).toBe(62);
    await rows().first().getByText(`${UNIT.title} (Copy)`).waitFor();
  });

  it('deletes the selected units one by one', async () => {
    await rows().nth(0).getByRole('checkbox').check();
    await rows().nth(1).getByRole('checkbox').check();
    await page.getByText('2 unit(s) selected').waitFor();
    await page.getByRole('button', { name: 'Delete Selected' }).click();
    await page.getByRole('dialog').getByText('Delete Selected Units').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await toast('Course Units Deleted').waitFor();
    await expect.poll(total).toBe(60);
    expect(await page.getByText(UNIT.title).count()).toBe(0);
  });

  it('asks before deleting one unit: "Delete Course Unit" with "Delete Unit"', async () => {
    const title = await rows().first().locator('td.column-title p').first().innerText();
    await rows().first().getByRole('button', { name: 'Delete Unit' }).click();
    await page.getByRole('dialog').getByText('Delete Course Unit').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete Unit' }).click();
    await toast('Course Unit Deleted').waitFor();
    await expect.poll(total).toBe(59);
    expect(await rows().getByText(title, { exact: true }).count()).toBe(0);
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

describe('quizzes screen', () => {
  it('shows the stats and the table', async () => {
    await page.goto(`${env.baseUrl}/quizzes`);
    await rows().first().waitFor();
    for (const card of ['Total Quizzes', 'Total Results', 'Total Questions', 'Recent Quizzes']) await page.getByText(card, { exact: true }).first().waitFor();
    await page.getByRole('combobox', { name: 'course - unit' }).waitFor();
    await page.getByText(/Showing 1 to 10 of 40 results/).waitFor();
    await page.waitForLoadState('networkidle');
    await env.shot(page, 'quizzes-1366');
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await tableFits(page)).toBe(true);
  });

  it('filters by a course unit found by typing part of its title, then shows all again', async () => {
    // the cell shows the unit's title; the options read 'Course - Unit' (several courses have a unit of that title)
    const unitTitle = (await rows().first().locator('td.column-courseUnitId').innerText()).trim();
    const filter = page.getByRole('combobox', { name: 'course - unit' });
    await filter.fill(unitTitle.slice(0, 12));
    const options = page.getByRole('option', { name: ` - ${unitTitle}` });
    await options.first().waitFor();
    await options.first().click();
    await page.waitForURL((url) => decodeURIComponent(url.search).includes('"courseUnitId"'));
    const id = JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}').courseUnitId;
    await expect.poll(async () => new Set(await rows().locator('td.column-courseUnitId a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))))).toEqual(
      new Set([`/course-units/${id}/show`]),
    );
    await filter.click();
    await page.getByRole('option', { name: 'All Course Units' }).click();
    await expect.poll(total).toBe(40);
  });

  it('creates a quiz with three questions: blank options dropped, the correct answer kept', async () => {
    await page.getByRole('button', { name: 'Add Quiz' }).click();
    await dialog().getByText('Basic Information').waitFor();
    await dialog().getByText('Quiz Questions').waitFor();
    // Save is disabled while the form is incomplete; Ctrl+S on the empty form shows the spec's messages
    expect(await dialog().getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await dialog().getByLabel('Quiz Title').focus();
    await page.keyboard.press('Control+s');
    await dialog().getByText('Quiz title is required').waitFor();
    await dialog().getByText('Question text is required').waitFor();
    await dialog().getByText('At least 2 options are required').waitFor();
    await toast('Please fix the errors below and try again.').waitFor();

    await dialog().getByLabel('Quiz Title').fill(QUIZ.title);
    await field(/^Description/).fill(QUIZ.description);
    await dialog().getByText('19/100').waitFor();
    await pickOption(/^Course Unit/);
    await dialog().getByRole('button', { name: 'Add Question' }).click();
    await dialog().getByRole('button', { name: 'Add Question' }).click();
    for (const [i, q] of QUIZ.questions.entries()) {
      const group = dialog().getByRole('group', { name: `Question ${i + 1}` });
      await group.getByLabel('Question Text').fill(q.text);
      for (const [o, option] of q.options.entries()) await group.getByLabel(`Option ${'ABCD'[o]}`, { exact: true }).fill(option);
      await group.getByLabel(`Option ${'ABCD'[q.correct]} is the correct answer`).check();
    }
    await env.shot(page, 'quizzes-create-1366');
    const sent = page.waitForRequest((req) => req.method() === 'POST' && req.url().endsWith('/api/quizzes'));
    await dialog().getByRole('button', { name: 'Save' }).click();
    const body = (await sent).postDataJSON() as Record<string, unknown>;
    expect(body.questions).toEqual({
      questions: [
        { question: QUIZ.questions[0].text, options: ['Every sale', 'Only big sales', 'Nothing'], correctAnswer: 0 },
        { question: QUIZ.questions[1].text, options: ['Never', 'Weekly'], correctAnswer: 1 },
        { question: QUIZ.questions[2].text, options: ['Stock bought', 'Cash sale'], correctAnswer: 0 },
      ],
    });
    await toast('Quiz Created').waitFor();
    await dialog().waitFor({ state: 'detached' });
    await expect.poll(total).toBe(41);
    await rows().first().getByText(QUIZ.title).waitFor();
  });

  it('edits the quiz: the explanation is sent, a blank question text refused', async () => {
    await rows().first().getByRole('button', { name: 'Edit' }).click();
    await dialog().getByText('Edit Quiz').waitFor();
    const second = dialog().getByRole('group', { name: 'Question 2' });
    await expect.poll(() => second.getByLabel('Question Text').inputValue()).toBe(QUIZ.questions[1].text);
    await second.getByLabel('Question Text').fill('');
    await second.getByLabel('Question Text').blur();
    await second.getByText('Question text is required').waitFor();
    expect(await dialog().getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await page.keyboard.press('Control+s');
    await toast('Please fix the errors before submitting.').waitFor();
    await second.getByLabel('Question Text').fill('When should profit be worked out?');
    await second.getByLabel('Explanation (optional)').fill('Weekly totals show the trend.');
    const sent = page.waitForRequest((req) => req.method() === 'PATCH' && /\/api\/quizzes\/\d+$/.test(req.url()));
    await dialog().getByRole('button', { name: 'Save' }).click();
    const body = (await sent).postDataJSON() as { questions: { questions: Record<string, unknown>[] } };
    expect(body.questions.questions[1]).toEqual({
      question: 'When should profit be worked out?',
      options: ['Never', 'Weekly'],
      correctAnswer: 1,
      explanation: 'Weekly totals show the trend.',
    });
    await toast('Quiz Updated').waitFor();
    await dialog().waitFor({ state: 'detached' });
  });

  it('views the quiz: three questions with the correct option marked', async () => {
    await rows().first().getByText(QUIZ.title).click();
    await dialog().getByText('Quiz Details').waitFor();
    await dialog().getByText('When should profit be worked out?', { exact: false }).waitFor();
    expect(await dialog().getByText('Correct', { exact: true }).count()).toBe(3);
    expect(await dialog().getByText(/more question/).count()).toBe(0);
    await dialog().getByText('Latest Result').waitFor();
    await env.shot(page, 'quizzes-show-1366');
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
  });

  it('a longer quiz shows the first three questions, then "... and N more questions"', async () => {
    const list = await env.adminGet<{ data: { id: number; _count: { questions: number } }[] }>('/quizzes?limit=40');
    const long = list.data.find((q) => q._count.questions > 4);
    expect(long).toBeDefined();
    await page.goto(`${env.baseUrl}/quizzes/${long!.id}/show`);
    await dialog().getByText(`... and ${long!._count.questions - 3} more questions`).waitFor();
    await page.keyboard.press('Escape');
  });

  it('deletes the selected quizzes after a confirmation', async () => {
    await rows().first().waitFor();
    const before = await total();
    await rows().nth(0).getByRole('checkbox').check();
    await rows().nth(1).getByRole('checkbox').check();
    await page.getByText('2 quiz(zes) selected').waitFor();
    await page.getByRole('button', { name: 'Delete Selected' }).click();
    await page.getByRole('dialog').getByText(/will remove all associated quiz results/).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await toast('Quizzes Deleted').waitFor();
    await expect.poll(total).toBe(before - 2);
  });
});

describe('both screens at 800 and 500 px', () => {
  it.each(['/course-units', '/quizzes'])('%s: no sideways scroll, the actions in view (light and dark)', async (path) => {
    const narrow = await env.newPage({ width: 800, height: 900 });
    await narrow.context().route((url) => !url.href.startsWith(env.baseUrl), (route) => route.abort());
    await env.login(narrow, { remember: true });
    for (const theme of ['light', 'dark'] as const) {
      await narrow.evaluate((t) => localStorage.setItem('RaStore.theme', JSON.stringify(t)), theme);
      await narrow.goto(`${env.baseUrl}${path}`);
      await narrow.locator('tbody tr.RaDataTable-row').first().waitFor();
      await narrow.waitForLoadState('networkidle');
      expect(await noHorizontalScroll(narrow)).toBe(true);
      expect(await tableFits(narrow)).toBe(true);
      await env.shot(narrow, `${path.slice(1)}-800-${theme}`);
    }
    await narrow.close();
  });

  it.each(['/course-units', '/quizzes'])('%s at 500 px: the page is never wider than the window', async (path) => {
    const phone = await env.newPage({ width: 500, height: 900 });
    await env.login(phone, { remember: true });
    await phone.goto(`${env.baseUrl}${path}`);
    await phone.locator('tbody tr.RaDataTable-row').first().waitFor();
    await phone.waitForLoadState('networkidle');
    expect(await noHorizontalScroll(phone)).toBe(true);
    await env.shot(phone, `${path.slice(1)}-500`);
    await phone.close();
  });

  it('never asked another host for anything but the blocked thumbnails', () => {
    expect(outside.filter((url) => !url.startsWith('https://img.youtube.com/'))).toEqual([]);
  });
});
