/**
 * What the boot script fetches for a route before React renders: the same requests, to the byte, that the
 * screen will make once mounted — the list's first page (page, sort and filters from the URL, else from the
 * list params react-admin stored for the resource, else the list's defaults: react-admin's own precedence,
 * see useListParams' getQuery) and the screen's stats. tests/ui/boot-plan.test.tsx renders react-admin's list
 * controller to prove the URLs match.
 */
import type { SortPayload } from 'react-admin';
import { listQuery } from '../providers/query';
import { API_URL, ROUTES, STATS_PATHS } from '../providers/routes';
import type { ResourceName, StatsResource } from '../providers/types';
import { buildUrl } from '../providers/url';
import { matchDialog } from '../common/dialogPaths';
import { loadForms, loadScreen } from '../screens';
import { LIST_DEFAULTS, type ListDefaults } from './lists';

export interface BootRoute {
  /** '/users' matches /users and below (/users/12/show, /users/create); '/' only itself. */
  path: string;
  /** Matches instead of `path` when given (a route with a parameter). The first route that matches is taken. */
  pattern?: RegExp;
  load: () => Promise<unknown>;
  /**
   * The list's create and edit dialogs, loaded apart from it (src/screens.ts loadForms): started too on `<path>/create`
   * and `<path>/:id`, and then part of what the first render waits for (src/main.tsx): the dialog is what was asked for.
   */
  forms?: () => Promise<unknown>;
  list?: keyof typeof LIST_DEFAULTS;
  stats?: StatsResource;
  /** The record the screen reads first (useGetOne), its id the first group of `pattern`: fetched early and seeded. */
  one?: ResourceName;
  /** That record's id, as matchBootRoute found it in the path (decoded, as react-router's useParams gives it). */
  recordId?: string;
  /**
   * The list of that record's own rows the screen shows under it (a bootcamp's applicants): its resource, the
   * permanent filter naming the record, and the prefix of the store key react-admin keeps its params under
   * (`storeKey="bootcamp-applicants-{id}"`). Fetched early like a resource's list.
   */
  childList?: { resource: keyof typeof LIST_DEFAULTS; filter: string; storeKeyPrefix: string };
}

export const BOOT_ROUTES: BootRoute[] = [
  { path: '/', load: loadScreen.dashboard, stats: 'dashboard' },
  { path: '/users', load: loadScreen.users, list: 'users', stats: 'users' },
  { path: '/businesses', load: loadScreen.businesses, list: 'businesses', stats: 'businesses' },
  { path: '/messages', load: loadScreen.messages, list: 'messages', stats: 'messages' },
  { path: '/admin/subscriptions', load: loadScreen.subscriptions, list: 'subscriptions' },
  // /subscriptions redirects there with its query string: the same list, under the same key
  { path: '/subscriptions', pattern: /^\/subscriptions\/?$/, load: loadScreen.subscriptions, list: 'subscriptions' },
  { path: '/course-units', load: loadScreen['course-units'], list: 'course-units' },
  { path: '/quizzes', load: loadScreen.quizzes, list: 'quizzes' },
  { path: '/education-levels', load: loadScreen['education-levels'], list: 'education-levels' },
  { path: '/courses', load: loadScreen.courses, list: 'courses' },
  // a bootcamp's applicants (before the bootcamps list, which holds the paths below it): its chunk with the shell's,
  // the bootcamp it reads before anything else, and the applicants' first page (its cards' counts are left to it)
  {
    path: '/bootcamps/:id/applicants',
    pattern: /^\/bootcamps\/([^/]+)\/applicants(\/|$)/,
    load: loadScreen.bootcampApplicants,
    one: 'bootcamps',
    childList: { resource: 'bootcamp-applicants', filter: 'bootcampId', storeKeyPrefix: 'bootcamp-applicants-' },
  },
  { path: '/bootcamps', load: loadScreen.bootcamps, forms: loadForms.bootcamps, list: 'bootcamps', stats: 'bootcamps' },
  { path: '/bootcamp-applications', load: loadScreen['bootcamp-applications'], list: 'bootcamp-applications' },
  { path: '/opportunities', load: loadScreen.opportunities, forms: loadForms.opportunities, list: 'opportunities', stats: 'opportunities' },
  { path: '/opportunity-applications', load: loadScreen['opportunity-applications'], list: 'opportunity-applications', stats: 'opportunity-applications' },
  { path: '/profile', load: loadScreen.profile },
  { path: '/settings', load: loadScreen.settings },
];

/** Where the sign-in page is: the boot script starts nothing there. */
const SIGN_IN_PATH = /^\/(auth|login)(\/|$)/;

/** Any other signed-in route (a record's page below no list above, /sign-out, an unknown path): the shell alone. */
const SHELL_ONLY: BootRoute = { path: '*', load: () => Promise.resolve() };

const matchesPath = (route: BootRoute, pathname: string) =>
  route.path === '/' ? pathname === '/' : pathname === route.path || pathname.startsWith(`${route.path}/`);

/** A route whose path opens one of its form dialogs loads that dialog's chunk with the screen's. */
function withForms(route: BootRoute, pathname: string): BootRoute {
  const { forms, load } = route;
  const mode = forms ? matchDialog(pathname, route.path)?.mode : undefined;
  return forms && (mode === 'create' || mode === 'edit') ? { ...route, load: () => Promise.all([load(), forms()]) } : route;
}

export function matchBootRoute(pathname: string): BootRoute | undefined {
  for (const route of BOOT_ROUTES) {
    const match = route.pattern ? route.pattern.exec(pathname) : matchesPath(route, pathname) ? [pathname] : null;
    if (!match) continue;
    if (!route.one || match[1] === undefined) return withForms(route, pathname);
    try {
      return { ...route, recordId: decodeURIComponent(match[1]) };
    } catch {
      return route; // a malformed escape: the screen asks for the record itself
    }
  }
  return undefined;
}

/** What the boot script starts for a signed-in visit of `pathname`: its boot route, else the shell alone; nothing on the sign-in page. */
export const bootRouteFor = (pathname: string): BootRoute | undefined =>
  SIGN_IN_PATH.test(pathname) ? undefined : (matchBootRoute(pathname) ?? SHELL_ONLY);

/** react-admin's list params: from the URL, from its store, or nothing (then the defaults apply). */
interface RawParams {
  filter?: Record<string, unknown>;
  sort?: string | null;
  order?: string | null;
  page?: string | number | null;
  perPage?: string | number | null;
}

const fromSearch = (search: string): RawParams => {
  const query: Record<string, unknown> = Object.fromEntries(new URLSearchParams(search));
  if (typeof query.filter === 'string') {
    try {
      query.filter = JSON.parse(query.filter) as unknown;
    } catch {
      query.filter = {};
    }
  }
  return query as RawParams;
};

/** Same test as react-admin's hasCustomParams: did the user change anything in the stored params? */
const isCustom = (p: RawParams | null): p is RawParams =>
  !!p?.filter && (Object.keys(p.filter).length > 0 || p.order != null || p.page !== 1 || p.perPage != null || p.sort != null);

const toNumber = (value: unknown, fallback: number) => {
  const n = typeof value === 'string' ? parseInt(value, 10) : typeof value === 'number' ? value : NaN;
  return Number.isNaN(n) ? fallback : n;
};

/** The getList params react-admin's list controller will ask for (its getQuery, step by step). */
export function firstListParams(defaults: ListDefaults, search: string, stored: RawParams | null) {
  const fromUrl = fromSearch(search);
  const query: RawParams = Object.keys(fromUrl).length > 0 ? fromUrl : isCustom(stored) ? { ...stored } : { filter: {} };
  if (!query.sort) {
    query.sort = defaults.sort.field;
    query.order = defaults.sort.order;
  }
  const sort = { field: query.sort, order: query.order } as SortPayload;
  const pagination = { page: toNumber(query.page ?? 1, 1), perPage: toNumber(query.perPage ?? defaults.perPage, 10) };
  return { pagination, sort, filter: { ...(query.filter ?? {}) } };
}

/**
 * react-admin's stored list params under a store key, or null. A list keeps them under `{resource}.listParams`, or
 * under its `storeKey` prop as it is when it has one (useListParams).
 */
export function storedListParams(storage: Pick<Storage, 'getItem'>, storeKey: string): RawParams | null {
  try {
    return JSON.parse(storage.getItem(`RaStore.${storeKey}`) ?? 'null') as RawParams | null;
  } catch {
    return null;
  }
}

/**
 * The getList params of a boot route's list (its defaults, the URL, the params stored under the list's store key,
 * react-admin's `{resource}.listParams` unless the list has its own): the request and the cache key.
 */
export const bootListParams = (
  resource: keyof typeof LIST_DEFAULTS,
  search: string,
  storage: Pick<Storage, 'getItem'>,
  storeKey = `${resource}.listParams`,
) => firstListParams(LIST_DEFAULTS[resource], search, storedListParams(storage, storeKey));

/**
 * The getList params of a record's own list (BootRoute.childList) for the record's id: the stored params under the
 * list's store key, and the permanent filter over them, as react-admin's list controller merges its `filter` prop.
 */
export function childListParams(childList: NonNullable<BootRoute['childList']>, recordId: unknown, search: string, storage: Pick<Storage, 'getItem'>) {
  const { resource, filter, storeKeyPrefix } = childList;
  const params = bootListParams(resource, search, storage, `${storeKeyPrefix}${String(recordId)}`);
  return { ...params, filter: { ...params.filter, [filter]: recordId } };
}

/** The URLs the screen at `pathname?search` requests first. */
export function bootRequests(route: BootRoute, search: string, storage: Pick<Storage, 'getItem'>): string[] {
  const urls: string[] = [];
  const listUrl = (resource: keyof typeof LIST_DEFAULTS, params: ReturnType<typeof bootListParams>) => {
    const { path, query } = listQuery(ROUTES[resource], params);
    return buildUrl(API_URL, path, query);
  };
  if (route.list) urls.push(listUrl(route.list, bootListParams(route.list, search, storage)));
  if (route.stats) urls.push(buildUrl(API_URL, STATS_PATHS[route.stats]));
  const { one, recordId, childList } = route;
  const onePath = one && recordId !== undefined ? ROUTES[one].one?.(recordId) : undefined;
  if (onePath) urls.push(buildUrl(API_URL, onePath));
  if (childList && recordId !== undefined) urls.push(listUrl(childList.resource, childListParams(childList, recordId, search, storage)));
  return urls;
}
