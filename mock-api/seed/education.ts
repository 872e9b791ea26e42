/**
 * Education seed, counts × scale: 5 levels, 20 courses (4 per level), 60 course units (3 per course) with real
 * YouTube links in watch, embed and short form, 40 quizzes of 3–10 questions with results. createdAt values are
 * offsets back from the reference date, children within 30 days after their parent; one level in five (with its
 * subtree) and one unit in six are from the reference date's month and one quiz in five from its last 5 days, so the
 * 'This Month' and 'Recent Quizzes' cards have something to count.
 */
import type { Row, Store } from '../types';
import type { SeedFaker } from './locale';
import { daysBefore } from './locale';
import { youtubeWatchUrl } from '../../src/domain/video';

const LEVELS: [string, string][] = [
  ['Foundation Skills', 'Basic literacy, numeracy and digital skills for first-time entrepreneurs.'],
  ['Secondary Business Studies', 'Core commerce, bookkeeping and marketing for secondary-level learners.'],
  ['Certificate in Entrepreneurship', 'A practical certificate in starting and running a small business in Uganda.'],
  ['Diploma in Enterprise Development', 'Growing an enterprise: finance, operations, people and regional markets.'],
  ['Advanced Business Leadership', 'Strategy, investment readiness and leadership for established founders.'],
];

const TOPICS = [
  'Digital Literacy', 'Bookkeeping Basics', 'Marketing on a Budget', 'Customer Service', 'Mobile Money for Business',
  'Record Keeping', 'Pricing and Costing', 'Business Planning', 'Savings Groups and SACCOs', 'Agribusiness Value Chains',
  'Sales Skills', 'Branding', 'Cash Flow Management', 'Team Leadership', 'Export Markets: EAC Trade',
  'Investment Readiness', 'Legal Registration with URSB', 'Tax Basics with URA', 'E-commerce', 'Negotiation',
];

/** Real YouTube video ids (freeCodeCamp, 3Blue1Brown, Programming with Mosh, Traversy Media and others). */
const VIDEO_IDS = ['rfscVS0vtbw', 'PkZNo7MFNFg', 'HXV3zeQKqGY', 'aircAruvnKk', 'zOjov-2OZ0E', 'Ke90Tje7VS0', 'qz0aGYrrlhU', 'w7ejDZ8SWv8', 'pQN-pnXPaVg', '8DvywoWv6fI'];

/** The three link forms the validator accepts, in turn. */
export const videoLink = (i: number): string => {
  const id = VIDEO_IDS[i % VIDEO_IDS.length];
  return [youtubeWatchUrl(id), `https://www.youtube.com/embed/${id}`, `https://youtu.be/${id}`][i % 3];
};

const SKILLS = ['budgeting', 'record keeping', 'customer care', 'pricing', 'negotiation', 'digital payments', 'marketing', 'planning', 'teamwork', 'sales', 'reporting', 'compliance'];
const LESSON = ['Introduction', 'Key Concepts', 'Practical Examples', 'Case Study: Kampala Market', 'Tools and Templates', 'Review and Next Steps'];

const cohort = (k: number) => (k === 0 ? '' : ` (Cohort ${k + 1})`);

function question(f: SeedFaker, topic: string, n: number) {
  const t = topic.toLowerCase();
  const options = [`Good ${t} helps a business plan ahead`, `${topic} only matters for large firms`, `${topic} needs no preparation`, `${topic} can be skipped once sales grow`];
  const correctAnswer = f.number.int({ min: 0, max: 3 });
  [options[0], options[correctAnswer]] = [options[correctAnswer], options[0]];
  return {
    question: `Question ${n}: which statement about ${t} is true?`,
    options,
    correctAnswer,
    ...(n % 2 === 0 ? { explanation: `Good ${t} practice keeps a business informed and accountable.` } : {}),
  };
}

export function seedEducation(store: Store, f: SeedFaker, scale: number, refDate: Date): void {
  const levels = store.collection('education-levels');
  const courses = store.collection('courses');
  const units = store.collection('course-units');
  const quizzes = store.collection('quizzes');
  const unitRows: Row[] = [];
  /** Days back that stay inside the reference date's calendar month (for the 'This Month' cards). */
  const thisMonth = Math.max(0, refDate.getUTCDate() - 1);
  /**
   * createdAt of a child: within 30 days after its parent's (never before it, never after the reference date), or
   * within the last `recentDays` when given.
   */
  const after = (parentAt: unknown, recentDays?: number): string => {
    const span = Math.max(0, (refDate.getTime() - Date.parse(String(parentAt))) / 86_400_000);
    if (recentDays !== undefined) return daysBefore(f, refDate, Math.min(recentDays, span));
    const back = span - f.number.float({ min: 0, max: Math.min(span, 30) });
    return new Date(refDate.getTime() - Math.round(back * 86_400) * 1000).toISOString();
  };
  for (let k = 0; k < scale; k++) {
    LEVELS.forEach(([title, description], li) => {
      const at = li === 4 ? daysBefore(f, refDate, thisMonth) : after(new Date(refDate.getTime() - (400 - li * 70) * 86_400_000));
      const level = levels.insert({ title: `${title}${cohort(k)}`, description, createdAt: at, updatedAt: at });
      for (let c = 0; c < 4; c++) {
        const topic = TOPICS[(li * 4 + c) % TOPICS.length];
        const cAt = after(at);
        const course = courses.insert({
          title: topic,
          description: `${topic} for ${title.toLowerCase()} learners: short video lessons, worked examples from Ugandan businesses and a quiz per unit.`,
          levelId: level.id,
          createdAt: cAt,
          updatedAt: cAt,
        });
        for (let u = 0; u < 3; u++) {
          const n = unitRows.length;
          const uAt = after(cAt, n % 6 === 5 ? thisMonth : undefined);
          unitRows.push(units.insert({
            title: `Lesson ${u + 1}: ${LESSON[(c + u) % LESSON.length]}`,
            description: `${LESSON[(c + u) % LESSON.length]} of ${topic.toLowerCase()}, explained with examples from traders in ${f.location.city()}.`,
            videoLink: videoLink(n),
            expectedOutcome: `Learners can apply ${topic.toLowerCase()} in their own business.`,
            skills: f.helpers.arrayElements(SKILLS, { min: 2, max: 5 }).join(', '),
            courseId: course.id,
            createdAt: uAt,
            updatedAt: uAt,
          }));
        }
      }
    });
  }
  for (let q = 0; q < 40 * scale; q++) {
    const unit = unitRows[(q * 3 + 1) % unitRows.length];
    const topic = String(courses.byId(unit.courseId as number)?.title ?? 'Business');
    const at = after(unit.createdAt, q % 5 === 0 ? 5 : undefined);
    const count = f.number.int({ min: 3, max: 10 });
    const results = Array.from({ length: f.number.int({ min: 0, max: 8 }) }, (_, r) => ({
      id: r + 1,
      userId: f.number.int({ min: 1, max: 120 * scale }),
      score: f.number.int({ min: 20, max: 100 }),
      completedAt: r % 4 === 3 ? null : daysBefore(f, refDate, 30),
    }));
    quizzes.insert({
      title: `${topic} Quiz ${q + 1}`,
      description: `Test what you learned in "${unit.title}" with ${count} short questions.`,
      courseUnitId: unit.id,
      questions: { questions: Array.from({ length: count }, (_, n) => question(f, topic, n + 1)) },
      results,
      createdAt: at,
      updatedAt: at,
    });
  }
}
