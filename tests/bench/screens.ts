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
}

export const SCREENS: BenchScreen[] = [
  // The four stat cards with their values (a loading card's value is aria-busy).
  { name: 'dashboard', path: '/', firstRowSelector: '.MuiCard-root p.MuiTypography-h5:not([aria-busy])', rows: 4, own: /^GET \/dashboard\// },
  { name: 'users', path: '/users', firstRowSelector: 'tbody tr.RaDataTable-row', own: /^GET \/users[?/]/ },
  { name: 'subscriptions', path: '/admin/subscriptions', firstRowSelector: 'tbody tr.RaDataTable-row', own: /^GET \/subscriptions\/admin\/all\?/ },
  { name: 'businesses', path: '/businesses', firstRowSelector: 'tbody tr.RaDataTable-row', own: /^GET \/businesses[?/]/ },
  { name: 'messages', path: '/messages', firstRowSelector: 'tbody tr.RaDataTable-row', own: /^GET \/messages[?/]/ },
  { name: 'opportunities', path: '/opportunities', firstRowSelector: 'tbody tr.RaDataTable-row', own: /^GET \/opportunities[?/]/ },
  { name: 'opportunity-applications', path: '/opportunity-applications', firstRowSelector: 'tbody tr.RaDataTable-row', own: /^GET \/opportunity-applications[?/]/ },
  // 5 levels at API_SCALE=1 (a page of 10 from API_SCALE=2)
  { name: 'education-levels', path: '/education-levels', firstRowSelector: 'tbody tr.RaDataTable-row', rows: 5, own: /^GET \/education-levels[?/]/ },
  { name: 'courses', path: '/courses', firstRowSelector: 'tbody tr.RaDataTable-row', own: /^GET \/courses[?/]/ },
  { name: 'course-units', path: '/course-units', firstRowSelector: 'tbody tr.RaDataTable-row', own: /^GET \/course-units[?/]/ },
  { name: 'quizzes', path: '/quizzes', firstRowSelector: 'tbody tr.RaDataTable-row', own: /^GET \/quizzes[?/]/ },
  { name: 'bootcamps', path: '/bootcamps', firstRowSelector: 'tbody tr.RaDataTable-row', own: /^GET \/bootcamps[?/]/ },
  // bootcamp 1 has 5 applicants at API_SCALE=1
  { name: 'bootcamp-applicants', path: '/bootcamps/1/applicants', firstRowSelector: 'tbody tr.RaDataTable-row', rows: 5, own: /^GET \/bootcamps\/1(\/applications)?(\?|$)/ },
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
export const BASELINE_SCREEN: BenchScreen = { name: 'baseline users', path: '/#/users', firstRowSelector: 'tbody tr.RaDataTable-row' };
