import type { Interaction } from './timing';

/**
 * The screens `npm run bench` times: where to go and what marks the first rows as shown.
 * Screen owners append their entries.
 */
export interface BenchScreen {
  name: string;
  path: string;
  /** CSS selector (document.querySelectorAll, no Playwright extensions) of one shown row or card. */
  firstRowSelector: string;
  /** How many matches mark the screen as shown (default 10: a first page of rows). */
  rows?: number;
  /** The screen's own data calls ('GET /path?query', without /api); default: every call that is not the shell's. */
  own?: RegExp;
  /** What must be on screen and enabled besides the rows (timing.ts Target.usable); default: LIST_USABLE. */
  usable?: string[];
  /** Timed on the usable page (timing.ts Interaction). */
  interactions?: Interaction[];
}

/** The shell usable: a sidebar link and the header's search. */
const SHELL_USABLE = ['nav a[href="/users"]', 'nav a[href="/messages"]', 'header input'];
/** A list usable: the shell, the first row's actions and the next-page button (a list of one page has none). */
export const LIST_USABLE = [...SHELL_USABLE, 'tbody tr.RaDataTable-row:first-child button', '[aria-label="Go to next page"]'];
const ONE_PAGE_USABLE = LIST_USABLE.slice(0, -1);

const ROW = 'tbody tr.RaDataTable-row';
/** The interactions timed on our users list (its page, sort, filter and details) and the bare app's (page, sort). */
const NEXT_PAGE: Interaction = { name: 'next page', click: '[aria-label="Go to next page"]', outcome: 'rows' };
const SORT: Interaction = { name: 'sort', click: 'thead [data-field="email"]', outcome: 'rows' };
const USER_INTERACTIONS: Interaction[] = [
  NEXT_PAGE,
  SORT,
  { name: 'filter', prepare: '.filter-field[data-source="role"] [role="combobox"]', click: 'li[role="option"][data-value="admin"]', outcome: 'rows' },
  { name: 'details', click: `${ROW}:first-child td.column-role`, outcome: 'dialog' },
];

export const SCREENS: BenchScreen[] = [
  // The four stat cards with their values (a loading card's value is aria-busy).
  { name: 'dashboard', path: '/', firstRowSelector: '.MuiCard-root p.MuiTypography-h5:not([aria-busy])', rows: 4, own: /^GET \/dashboard\//, usable: SHELL_USABLE },
  { name: 'users', path: '/users', firstRowSelector: 'tbody tr.RaDataTable-row', own: /^GET \/users[?/]/, interactions: USER_INTERACTIONS },
  // only pending subscriptions have an action (Approve): one of the rows
  {
    name: 'subscriptions',
    path: '/admin/subscriptions',
    firstRowSelector: 'tbody tr.RaDataTable-row',
    own: /^GET \/subscriptions\/admin\/all\?/,
    usable: [...SHELL_USABLE, `${ROW} button`, '[aria-label="Go to next page"]'],
  },
  { name: 'businesses', path: '/businesses', firstRowSelector: 'tbody tr.RaDataTable-row', own: /^GET \/businesses[?/]/ },
  { name: 'messages', path: '/messages', firstRowSelector: 'tbody tr.RaDataTable-row', own: /^GET \/messages[?/]/ },
  { name: 'opportunities', path: '/opportunities', firstRowSelector: 'tbody tr.RaDataTable-row', own: /^GET \/opportunities[?/]/ },
  { name: 'opportunity-applications', path: '/opportunity-applications', firstRowSelector: 'tbody tr.RaDataTable-row', own: /^GET \/opportunity-applications[?/]/ },
  // 5 levels at API_SCALE=1 (a page of 10 from API_SCALE=2)
  { name: 'education-levels', path: '/education-levels', firstRowSelector: 'tbody tr.RaDataTable-row', rows: 5, own: /^GET \/education-levels[?/]/, usable: ONE_PAGE_USABLE },
  { name: 'courses', path: '/courses', firstRowSelector: 'tbody tr.RaDataTable-row', own: /^GET \/courses[?/]/ },
  { name: 'course-units', path: '/course-units', firstRowSelector: 'tbody tr.RaDataTable-row', own: /^GET \/course-units[?/]/ },
  { name: 'quizzes', path: '/quizzes', firstRowSelector: 'tbody tr.RaDataTable-row', own: /^GET \/quizzes[?/]/ },
  { name: 'bootcamps', path: '/bootcamps', firstRowSelector: 'tbody tr.RaDataTable-row', own: /^GET \/bootcamps[?/]/ },
  // bootcamp 1 has 5 applicants at API_SCALE=1
  { name: 'bootcamp-applicants', path: '/bootcamps/1/applicants', firstRowSelector: 'tbody tr.RaDataTable-row', rows: 5, own: /^GET \/bootcamps\/1(\/applications)?(\?|$)/, usable: ONE_PAGE_USABLE },
  { name: 'bootcamp-applications', path: '/bootcamp-applications', firstRowSelector: 'tbody tr.RaDataTable-row', own: /^GET \/bootcampsapplications\/applications\?/ },
];

/**
 * Calls the shell makes on every screen (menu and bell counts, the profile): unread messages, pending
 * subscriptions, unverified bootcamp applications, pending opportunity applications, /auth/profile.
 */
export const SHELL_CALLS =
  /^GET \/(messages\?(.*&)?read=false|subscriptions\/admin\/all\?(.*&)?status=PENDING|bootcampsapplications\/applications\?(.*&)?status=unverified|opportunity-applications\?(.*&)?limit=1&paymentStatus=PENDING|auth\/profile)/;

/** Whether an API call ('GET /path?query', without /api) is one of the screen's own data calls. */
export const ownCall =
  (screen: BenchScreen) =>
  (call: string): boolean =>
    !SHELL_CALLS.test(call) && (!screen.own || screen.own.test(call));

/** The bare react-admin app the screens are compared with (tests/bench/baseline): its guessed users list. */
export const BASELINE_SCREEN: BenchScreen = {
  name: 'baseline users',
  path: '/#/users',
  firstRowSelector: 'tbody tr.RaDataTable-row',
  // its rows have no actions (no edit or show view): the menu link, the toolbar's Export and the pagination
  usable: ['a[href="#/users"]', 'button[aria-label="Export"]', '[aria-label="Go to next page"]'],
  interactions: [NEXT_PAGE, SORT],
};
