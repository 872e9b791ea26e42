/** Bounds of free text and lists: quizzes, bootcamps (texts and list fields), opportunities and their applications. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHandle } from './harness';

let api: ApiHandle;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const post = (path: string, body: unknown) => api.call('POST', path, { as: 'admin', body });
const patch = (path: string, body: unknown) => api.call('PATCH', path, { as: 'admin', body });
const refused = (message: string) => ({ status: 400, body: { message: `Validation failed: ${message}` } });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const NESTED = '__nested__';
/** JSON text of [[[…["x"]…]]], `depth` lists deep (written as text: JSON.stringify would overflow the stack). */
const nestedText = (depth: number) => `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;
/** `body` as JSON text, its NESTED value replaced by a 5,000-deep nested list. */
const withNested = (body: Record<string, unknown>) => JSON.stringify(body).replace(`"${NESTED}"`, nestedText(5000));
const sendNested = (method: string, path: string, body: Record<string, unknown>) =>
  api.call(method, path, { as: 'admin', body: withNested(body), headers: { 'content-type': 'application/json' } });

describe('quiz questions', () => {
  const question = (over: Record<string, unknown> = {}) => ({ question: 'What does MoMo stand for?', options: ['Mobile Money', 'More Money'], correctAnswer: 0, ...over });
  const quiz = (questions: unknown[]) => ({ title: 'Bounds quiz', description: 'Checks the limits.', courseUnitId: 2, questions: { questions } });

  it('a question text of 1,000 characters passes, 1,001 and 200 KB are refused', async () => {
    expect((await post('/quizzes', quiz([question({ question: 'q'.repeat(1000) })]))).status).toBe(201);
    expect(await post('/quizzes', quiz([question({ question: 'q'.repeat(1001) })]))).toMatchObject(refused('Question must be at most 1000 characters'));
    expect(await post('/quizzes', quiz([question({ question: 'q'.repeat(200_000) })]))).toMatchObject(refused('Question must be at most 1000 characters'));
  });

  it('an option of 255 characters passes, 256 is refused', async () => {
    expect((await post('/quizzes', quiz([question({ options: ['o'.repeat(255), 'B'] })]))).status).toBe(201);
    expect(await post('/quizzes', quiz([question({ options: ['o'.repeat(256), 'B'] })]))).toMatchObject(refused('Each option must be at most 255 characters'));
  });

  it('10 options pass, 11 and 50,000 are refused', async () => {
    const options = (n: number) => Array.from({ length: n }, (_, i) => `Option ${i}`);
    expect((await post('/quizzes', quiz([question({ options: options(10) })]))).status).toBe(201);
    expect(await post('/quizzes', quiz([question({ options: options(11) })]))).toMatchObject(refused('A question can have at most 10 options'));
    const many = Array.from({ length: 50_000 }, () => 'o');
    expect(await post('/quizzes', quiz([question({ options: many })]))).toMatchObject(refused('A question can have at most 10 options'));
  });

  it('100 questions pass, 101 are refused', async () => {
    expect((await post('/quizzes', quiz(Array.from({ length: 100 }, () => question())))).status).toBe(201);
    expect(await post('/quizzes', quiz(Array.from({ length: 101 }, () => question())))).toMatchObject(refused('A quiz can have at most 100 questions'));
  });

  it('an explanation of 1,000 characters passes, 1,001 is refused', async () => {
    const id = (await post('/quizzes', quiz([question()]))).body.data.id;
    expect((await patch(`/quizzes/${id}`, { questions: { questions: [question({ explanation: 'e'.repeat(1000) })] } })).status).toBe(200);
    expect(await patch(`/quizzes/${id}`, { questions: { questions: [question({ explanation: 'e'.repeat(1001) })] } })).toMatchObject(
      refused('Explanation must be at most 1000 characters'),
    );
  });
});

describe('bootcamp texts and lists', () => {
  const camp = {
    title: 'Bounds Bootcamp', description: 'Six weeks of checking the limits of every field.', category: 'Agriculture', format: 'Onsite',
    location: 'Mukono', price: 350000, maxParticipants: 25, startDate: day(30), endDate: day(72), applicationDeadline: day(20), duration: 6,
  };
  let n = 0;
  const create = (over: Record<string, unknown>) => post('/bootcamps', { ...camp, title: `Bounds Bootcamp ${++n}`, ...over });

  it('free text: 5,000 characters pass, 5,001 are refused', async () => {
    expect((await create({ category: 'c'.repeat(5000), location: 'l'.repeat(5000) })).status).toBe(201);
    expect(await create({ category: 'c'.repeat(5001) })).toMatchObject(refused('category must be at most 5000 characters'));
    expect(await create({ instructor: 'i'.repeat(5001) })).toMatchObject(refused('instructor must be at most 5000 characters'));
    expect(await patch('/bootcamps/1', { location: 'l'.repeat(5001) })).toMatchObject(refused('location must be at most 5000 characters'));
  });

  it('lists: 50 items of 255 characters pass, as a list or its JSON text', async () => {
    const items = Array.from({ length: 50 }, (_, i) => `${i}`.padEnd(255, 'x'));
    const asList = await create({ inclusions: items });
    expect(asList.status).toBe(201);
    expect(JSON.parse(asList.body.data.inclusions)).toEqual(items);
    expect((await create({ learning_areas: JSON.stringify(items) })).status).toBe(201);
  });

  it('lists: a 51st item, a 256-character item or a list inside a list is refused with 400', async () => {
    expect(await create({ inclusions: Array.from({ length: 51 }, () => 'Lunch') })).toMatchObject(refused('inclusions must have at most 50 items'));
    expect(await create({ skills: Array.from({ length: 51 }, () => 'SQL').join(', ') })).toMatchObject(refused('skills must have at most 50 items'));
    expect(await create({ requirements: ['x'.repeat(256)] })).toMatchObject(refused('Each item of requirements must be at most 255 characters'));
    expect(await create({ benefits: ['Lunch', ['Dinner']] })).toMatchObject(refused('benefits must be a list of texts'));
    expect(await create({ syllabus: [1, 2] })).toMatchObject(refused('syllabus must be a list of texts'));
    expect(await create({ inclusions: [{ a: 1 }] })).toMatchObject(refused('inclusions must be a list of texts'));
  });

  it('a 5,000-deep nested list is a 400, never a 500', async () => {
    const body = (over: Record<string, unknown>) => ({ ...camp, title: `Nested ${++n}`, ...over });
    // in a JSON body the parser refuses it; as JSON text, the list check does
    const deep = { status: 400, body: { message: 'JSON nested too deeply (at most 32 levels)' } };
    expect(await sendNested('POST', '/bootcamps', body({ inclusions: NESTED }))).toMatchObject(deep);
    expect(await sendNested('PATCH', '/bootcamps/1', { skills: NESTED })).toMatchObject(deep);
    expect(await create({ learning_areas: nestedText(5000) })).toMatchObject(refused('learning_areas must be a list of texts'));
    expect(await patch('/bootcamps/1', { requirements: nestedText(5000) })).toMatchObject(refused('requirements must be a list of texts'));
    // a nested list the parser lets through (30 levels) meets the list check, and a text field its type
    expect(await create({ inclusions: JSON.parse(nestedText(30)) })).toMatchObject(refused('inclusions must be a list of texts'));
    expect(await create({ category: JSON.parse(nestedText(30)) })).toMatchObject(refused('category must be text'));
  });

  it('multipart list text is bounded too', async () => {
    const fd = new FormData();
    for (const [k, v] of Object.entries({ ...camp, title: 'Bounds Multipart' })) fd.append(k, String(v));
    fd.append('inclusions', nestedText(5000));
    expect(await api.call('POST', '/bootcamps', { as: 'admin', body: fd })).toMatchObject(refused('inclusions must be a list of texts'));
  });

  it("an applicant's admin notes: 5,000 characters pass, 5,001 are refused", async () => {
    const a = (await api.call('GET', '/bootcamps/2/applications', { as: 'admin' })).body.data[0];
    expect((await patch(`/applications/${a.id}`, { status: 'APPROVED', adminNotes: 'n'.repeat(5000) })).status).toBe(200);
    expect(await patch(`/applications/${a.id}`, { status: 'APPROVED', adminNotes: 'n'.repeat(5001) })).toMatchObject(
      refused('adminNotes must be at most 5000 characters'),
    );
  });
});

describe('opportunity texts', () => {
  const opp = { title: 'Bounds Meetup', description: 'An evening of limits.', date: day(10), isPaid: false };

  it('free text: 5,000 characters pass, 5,001 are refused', async () => {
    expect((await post('/opportunities', { ...opp, company: 'c'.repeat(5000), speaker: 's'.repeat(5000) })).status).toBe(201);
    expect(await post('/opportunities', { ...opp, title: 'Bounds 2', company: 'c'.repeat(5001) })).toMatchObject(refused('company must be at most 5000 characters'));
    expect(await patch('/opportunities/1', { capacity: '9'.repeat(5001) })).toMatchObject(refused('capacity must be at most 5000 characters'));
    expect(await post('/opportunities', { ...opp, title: 'Bounds 3', location: JSON.parse(nestedText(30)) })).toMatchObject(refused('location must be text'));
  });

  it("an application's payment method: 5,000 characters pass, 5,001 are refused", async () => {
    const payload = {
      fullName: 'Patience Nakato', age: 27, phone: '+256 772 555123', email: 'patience.nakato@gmail.com', educationLevel: "Bachelor's Degree",
      businessRegion: 'Central', businessSector: 'Retail', businessStage: 'Startup', businessDuration: '1-2 years', majorChallenge: 'Access to finance', opportunityId: 2,
    };
    expect((await post('/opportunity-applications/apply', { ...payload, paymentMethod: 'm'.repeat(5000) })).status).toBe(201);
    expect(await post('/opportunity-applications/apply', { ...payload, paymentMethod: 'm'.repeat(5001) })).toMatchObject(
      refused('Payment method must be at most 5000 characters'),
    );
  });
});
