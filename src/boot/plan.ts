/**
 * What the boot script fetches for a route before React renders, derived from the resources and pages
 * (src/resources.ts): the screen's code and the same requests, to the byte, that the screen will make once mounted:
 * its list's first page (src/ra-internals/listParams.ts), its stats, and for a list under a record the record first.
 * tests/ui/boot-plan.test.tsx renders react-admin's list controller to prove the URLs match.
 * No React and no react-admin here: this runs before the main bundle.
 */
import { childStoreKey, listDefaultsOf, screenPath, type ResourceDescriptor } from '../common/resource';
import { matchDialog } from '../common/dialogPaths';
import { listQuery } from '../providers/query';
import { API_URL, ROUTES, STATS_PATHS } from '../providers/routes';
import type { ResourceName, StatsResource } from '../providers/types';
import { buildUrl } from '../providers/url';
import { firstListParams } from '../ra-internals/listParams';
import { PAGES, RESOURCES } from '../resources';

export interface BootRoute {
  /** '/users' matches /users and below (/users/12/show, /users/create); '/' only itself. */
  path: string;
  /** Matches instead of `path` when given (a path with a parameter): its first group is the record's id. */
  pattern?: RegExp;
  load: () => Promise<unknown>;
  /** The list, when the screen is one. */
  resource?: ResourceDescriptor;
  stats?: StatsResource;
  /** The record id of a list under a record, as found in the path (decoded, as react-router's useParams gives it). */
  recordId?: string;
}

/** '/bootcamps/:id/applicants' → /^\/bootcamps\/([^/]+)\/applicants(\/|$)/ */
const patternOf = (path: string) =>
  new RegExp(`^${path.split('/').map((part) => (part.startsWith(':') ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('\\/')}(\\/|$)`);

/** A resource's boot routes: its screen's path, and `/<name>` too when the screen lives elsewhere (it leads there). */
function routesOf(resource: ResourceDescriptor): BootRoute[] {
  const { list } = resource;
  if (!list) return [];
  const path = screenPath(resource);
  const route: BootRoute = { path, load: list, resource, stats: resource.stats };
  if (path.includes(':')) return [{ ...route, pattern: patternOf(path) }];
  return path === `/${resource.name}` ? [route] : [route, { ...route, path: `/${resource.name}`, pattern: new RegExp(`^/${resource.name}/?$`) }];
}

/** Paths with a parameter first: '/bootcamps/:id/applicants' before '/bootcamps', which holds the paths below it. */
export const BOOT_ROUTES: BootRoute[] = [
  ...RESOURCES.flatMap(routesOf).sort((a, b) => Number(!!b.pattern) - Number(!!a.pattern)),
  ...Object.values(PAGES).map((page): BootRoute => ({ path: page.path, load: page.load, stats: 'stats' in page ? page.stats : undefined })),
];

/** Where the sign-in page is: the boot script starts nothing there. */
const SIGN_IN_PATH = /^\/(auth|login)(\/|$)/;

/** Any other signed-in route (/sign-out, an unknown path): the shell alone. */
const SHELL_ONLY: BootRoute = { path: '*', load: () => Promise.resolve() };

const matchesPath = (route: BootRoute, pathname: string) =>
  route.path === '/' ? pathname === '/' : pathname === route.path || pathname.startsWith(`${route.path}/`);

/** A path that opens one of the list's form dialogs loads that dialog's chunk with the screen's. */
function withForms(route: BootRoute, pathname: string): BootRoute {
  const forms = route.resource?.forms;
  const mode = forms ? matchDialog(pathname, route.path)?.mode : undefined;
  return forms && (mode === 'create' || mode === 'edit') ? { ...route, load: () => Promise.all([route.load(), forms()]) } : route;
}

export function matchBootRoute(pathname: string): BootRoute | undefined {
  for (const route of BOOT_ROUTES) {
    const match = route.pattern ? route.pattern.exec(pathname) : matchesPath(route, pathname) ? [pathname] : null;
    if (!match) continue;
    if (!route.resource?.parent || match[1] === undefined) return withForms(route, pathname);
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

/**
 * The first getList params of a resource's list: for a list under a record, under its own store key and with the
 * record as its permanent filter (as react-admin's list controller merges its `filter` prop).
 */
export function bootListParams(resource: ResourceDescriptor, search: string, storage: Pick<Storage, 'getItem'>, recordId?: unknown) {
  const { parent } = resource;
  if (!parent) return firstListParams(listDefaultsOf(resource), search, storage, `${resource.name}.listParams`);
  const params = firstListParams(listDefaultsOf(resource), search, storage, childStoreKey(resource.name, recordId));
  return { ...params, filter: { ...params.filter, [parent.filter]: recordId } };
}

const listUrl = (resource: ResourceName, params: ReturnType<typeof bootListParams>) => {
  const { path, query } = listQuery(ROUTES[resource], params);
  return buildUrl(API_URL, path, query);
};

/**
 * The URLs the screen at `pathname?search` requests first. A list under a record asks with the path's id; its cache
 * key needs the record's id as the API gives it (a number), so boot/seed.ts keys it once the record is in.
 */
export function bootRequests(route: BootRoute, search: string, storage: Pick<Storage, 'getItem'>): string[] {
  const urls: string[] = [];
  const { resource, recordId } = route;
  if (resource && !resource.parent) urls.push(listUrl(resource.name, bootListParams(resource, search, storage)));
  if (route.stats) urls.push(buildUrl(API_URL, STATS_PATHS[route.stats]));
  const parentPath = resource?.parent && recordId !== undefined ? ROUTES[resource.parent.resource].one?.(recordId) : undefined;
  if (parentPath) urls.push(buildUrl(API_URL, parentPath));
  if (resource?.parent && recordId !== undefined) urls.push(listUrl(resource.name, bootListParams(resource, search, storage, recordId)));
  return urls;
}
