/**
 * The screens `npm run bench` times: the dashboard and every resource's list (src/resources.ts), where to go, what
 * marks the first rows as shown and what must be there for the screen to be usable. `benchScreens(count)` asks the
 * API how many rows each list has on its first page (a list of one page has no next-page button to wait for).
 */
import { listQuery } from '../../src/providers/query';
import { ROUTES, STATS_PATHS } from '../../src/providers/routes';
import { screenPath, type ResourceDescriptor } from '../../src/common/resource';
import { RESOURCES } from '../../src/resources';
import type { Interaction } from './timing';

export interface BenchScreen {
  name: string;
  path: string;
  /** CSS selector (document.querySelectorAll, no Playwright extensions) of one shown row or card. */
  firstRowSelector: string;
  /** How many matches mark the screen as shown (default 10: a first page of rows). */
  rows?: number;
  /** The screen's own data calls ('GET /path?query', without /api); default: every call that is not the shell's. */
  own?: RegExp;
  /** What must be on screen and enabled besides the rows (timing.ts Target.usable). */
  usable: string[];
  /** Timed on the usable page (timing.ts Interaction). */
  interactions?: Interaction[];
}

const ROW = 'tbody tr.RaDataTable-row';
/** The shell usable: sidebar links and the header's search. */
const SHELL_USABLE = ['nav a[href="/users"]', 'nav a[href="/messages"]', 'header input'];
/** Row actions: a row's buttons (a subscription has one only while pending, so not always the first row's). */
const ROW_ACTIONS = `${ROW} button`;
const NEXT_PAGE_BUTTON = '[aria-label="Go to next page"]';

const NEXT_PAGE: Interaction = { name: 'next page', click: NEXT_PAGE_BUTTON, outcome: 'rows' };
const SORT: Interaction = { name: 'sort', click: 'thead [data-field="email"]', outcome: 'rows' };
/** Timed on our users list: its page, sort, filter and details; the bare app's: page and sort. */
const USER_INTERACTIONS: Interaction[] = [
  NEXT_PAGE,
  SORT,
  { name: 'filter', prepare: '.filter-field[data-source="role"] [role="combobox"]', click: 'li[role="option"][data-value="admin"]', outcome: 'rows' },
  { name: 'details', click: `${ROW}:first-child td.column-role`, outcome: 'dialog' },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The sample record a list under a record is timed for (the seed's bootcamp 1). */
const SAMPLE_ID = 1;

/** A resource's list at its sample URL and its own calls: its list, its stats, its parent record. */
function listOf(resource: ResourceDescriptor) {
  const parent = resource.parent;
  const path = screenPath(resource).replace(/:[^/]+/, String(SAMPLE_ID));
  const { path: apiPath } = listQuery(ROUTES[resource.name], { filter: parent ? { [parent.filter]: SAMPLE_ID } : {} });
  const own = [apiPath, resource.stats && STATS_PATHS[resource.stats], parent && ROUTES[parent.resource].one?.(SAMPLE_ID)].filter(Boolean) as string[];
  return { path, apiPath, own: new RegExp(`^GET (${own.map(escape).join('|')})([?/]|$)`) };
}

/** The screens, with the number of rows each first page has (`count(resource)`: the list's total). */
export async function benchScreens(count: (resource: ResourceDescriptor, apiPath: string) => Promise<number>): Promise<BenchScreen[]> {
  const lists = await Promise.all(
    RESOURCES.filter((resource) => resource.list).map(async (resource): Promise<BenchScreen> => {
      const { path, apiPath, own } = listOf(resource);
      const total = await count(resource, apiPath);
      const rows = Math.min(10, total);
      return {
        name: resource.name,
        path,
        firstRowSelector: ROW,
        rows,
        own,
        usable: [...SHELL_USABLE, ROW_ACTIONS, ...(total > 10 ? [NEXT_PAGE_BUTTON] : [])],
        interactions: resource.name === 'users' ? USER_INTERACTIONS : undefined,
      };
    }),
  );
  // The dashboard: its four stat cards with their values (a loading card's value is aria-busy).
  const dashboard: BenchScreen = {
    name: 'dashboard',
    path: '/',
    firstRowSelector: '.MuiCard-root p.MuiTypography-h5:not([aria-busy])',
    rows: 4,
    own: /^GET \/dashboard\//,
    usable: SHELL_USABLE,
  };
  return [dashboard, ...lists];
}

/**
 * Calls the shell makes on every screen (menu and bell counts, the profile): unread messages, pending
 * subscriptions, unverified bootcamp applications, pending opportunity applications, /auth/profile.
 */
export const SHELL_CALLS =
  /^GET \/(messages\?(.*&)?read=false|subscriptions\/admin\/all\?(.*&)?status=PENDING|bootcampsapplications\/applications\?(.*&)?status=unverified|opportunity-applications\?(.*&)?limit=1&paymentStatus=PENDING|auth\/profile)/;

/** Whether an API call ('GET /path?query', without /api) is one of the screen's own data calls. */
export const ownCall =
  (screen: Pick<BenchScreen, 'own'>) =>
  (call: string): boolean =>
    !SHELL_CALLS.test(call) && (!screen.own || screen.own.test(call));

/** The bare react-admin app the screens are compared with (tests/bench/baseline): its guessed users list. */
export const BASELINE_SCREEN: BenchScreen = {
  name: 'baseline users',
  path: '/#/users',
  firstRowSelector: ROW,
  // its rows have no actions (no edit or show view): the menu link, the toolbar's Export and the pagination
  usable: ['a[href="#/users"]', 'button[aria-label="Export"]', NEXT_PAGE_BUTTON],
  interactions: [NEXT_PAGE, SORT],
};
