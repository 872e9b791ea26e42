import type { Identifier } from 'react-admin';
import type { StatsResource } from './types';

/**
 * The one place that knows the API's paths, query names, envelopes and verbs (docs/requirements.md, "Calls").
 * Resource names are the API paths; the exceptions are spelled out below.
 */

/** Where a list answer keeps its rows and total. The reader accepts the other shapes too. */
export type EnvelopeKind =
  | 'page' // {data, total, page, limit, totalPages}
  | 'pagination' // {data, pagination:{total, page, limit, totalPages}}
  | 'success-page' // {success, data, total, ...}
  | 'success-list'; // {success, data} (total may be missing: then the row count)

export interface ResourceRoute {
  /** List path; a function when part of the path comes from a filter (see pathFilters). */
  list: string | ((filter: Record<string, unknown>) => string);
  /** Filter keys consumed by the list path, never sent as query parameters. */
  pathFilters?: string[];
  envelope: EnvelopeKind;
  /** react-admin filter or sort name → API query name; other names pass through unchanged. */
  queryNames?: Record<string, string>;
  /** Fields the API accepts in sortBy; any other sort field is not sent. Omitted: every field. */
  sortable?: readonly string[];
  /** The documented filter names (for readers and tests; unknown names still pass through). */
  filters?: readonly string[];
  one?: (id: Identifier) => string;
  create?: string;
  /** Update verb is PATCH everywhere (requirements). */
  update?: (id: Identifier) => string;
  remove?: (id: Identifier) => string;
  /** The API accepts multipart (an `image` file) on create and update. */
  multipart?: boolean;
  /**
   * PATCH sends the form's whole body, as the requirements document it for the resource (requirements §7: 'update has the same
   * body…'); without it, only the fields that differ from the stored record (dataProvider `changedFields`).
   */
  fullUpdate?: boolean;
  /** List filter selecting rows by id (`ids=1,2,3`, a fixture-API extension) used by getMany. */
  idsQuery?: string;
  /**
   * The delete takes other records with it, counted by GET <base>/{id}/dependents and <base>/dependents?ids=1,2
   * (a fixture-API extension); the value is <base>.
   */
  dependents?: string;
}

const id = (value: Identifier) => encodeURIComponent(String(value));

/** Standard REST resource: GET list, GET/PATCH/DELETE by id, POST. */
const crud = (base: string, extra: Omit<ResourceRoute, 'list' | 'one' | 'create' | 'update' | 'remove'>): ResourceRoute => ({
  list: base,
  one: (key) => `${base}/${id(key)}`,
  create: base,
  update: (key) => `${base}/${id(key)}`,
  remove: (key) => `${base}/${id(key)}`,
  idsQuery: 'ids',
  ...extra,
});

const routes = {
  /** An admin creates a user by registering them (POST /auth/register with the admin's token; docs/requirements.md §7). */
  users: { ...crud('/users', { envelope: 'page', filters: ['search', 'role', 'otpVerified'], dependents: '/users' }), create: '/auth/register' },
  businesses: crud('/businesses', { envelope: 'page', filters: ['search', 'sector', 'stage', 'location'] }),
  messages: crud('/messages', { envelope: 'success-page', filters: ['search', 'messageType', 'read'] }),
  subscriptions: {
    list: '/subscriptions/admin/all',
    envelope: 'pagination',
    filters: ['search', 'status'],
    queryNames: { paymentStatus: 'status' },
    sortable: ['createdAt', 'expiresAt', 'amount'],
    create: '/subscriptions',
    idsQuery: 'ids',
  },
  'education-levels': crud('/education-levels', { envelope: 'pagination', fullUpdate: true, filters: ['search'], dependents: '/education-levels' }),
  courses: crud('/courses', { envelope: 'pagination', fullUpdate: true, filters: ['search', 'levelId'], dependents: '/courses' }),
  'course-units': crud('/course-units', { envelope: 'pagination', fullUpdate: true, filters: ['search', 'courseId'], dependents: '/course-units' }),
  quizzes: crud('/quizzes', { envelope: 'pagination', fullUpdate: true, filters: ['search', 'courseUnitId'], dependents: '/quizzes' }),
  bootcamps: crud('/bootcamps', {
    envelope: 'success-page',
    dependents: '/bootcamps',
    multipart: true,
    fullUpdate: true,
    filters: ['search', 'status', 'category', 'difficulty', 'isOnline', 'minPrice', 'maxPrice', 'startDate', 'endDate', 'instructorName'],
  }),
  /** The applicants screen: listed per bootcamp, status changed through PATCH /applications/{id}. */
  'bootcamp-applicants': {
    list: (filter) => `/bootcamps/${id(filter.bootcampId as Identifier)}/applications`,
    pathFilters: ['bootcampId'],
    envelope: 'success-list',
    filters: ['bootcampId', 'search', 'status', 'hasPaid'],
    one: (key) => `/applications/${id(key)}`,
    update: (key) => `/applications/${id(key)}`,
  },
  /** The applications screen; verified through PATCH /bootcampsapplications/verify. */
  'bootcamp-applications': {
    list: '/bootcampsapplications/applications',
    /** The details dialog reads one application (the fixture API's GET /bootcampsapplications/applications/{id}). */
    one: (key) => `/bootcampsapplications/applications/${id(key)}`,
    envelope: 'success-list',
    idsQuery: 'ids',
    filters: ['search', 'status', 'bootcampId'],
  },
  opportunities: crud('/opportunities', { envelope: 'page', multipart: true, fullUpdate: true, filters: ['search', 'sector', 'type', 'isPaid'], dependents: '/opportunities' }),
  /**
   * One opportunity's applications come from GET /opportunity-applications/opportunity/{id} (docs/requirements.md §7): the
   * list path follows the `opportunityId` filter (which also stays a query filter, same rows).
   */
  'opportunity-applications': {
    ...crud('/opportunity-applications', {
      envelope: 'page',
      filters: ['search', 'opportunityId', 'paymentStatus', 'verified'],
    }),
    list: (filter) =>
      filter.opportunityId === undefined || filter.opportunityId === null || filter.opportunityId === ''
        ? '/opportunity-applications'
        : `/opportunity-applications/opportunity/${id(filter.opportunityId as Identifier)}`,
    create: '/opportunity-applications/apply',
  },
} satisfies Record<string, ResourceRoute>;

/** A resource's name: its API path, its folder under src/ and its URL. */
export type ResourceName = keyof typeof routes;

export const ROUTES: Record<ResourceName, ResourceRoute> = routes;

export const RESOURCE_NAMES = Object.keys(ROUTES) as ResourceName[];

export const STATS_PATHS: Record<StatsResource, string> = {
  dashboard: '/dashboard/stats',
  users: '/users/stats',
  businesses: '/businesses/stats',
  messages: '/messages/stats/overview',
  bootcamps: '/bootcamps/stats',
  opportunities: '/opportunities/stats/overview',
  'opportunity-applications': '/opportunity-applications/stats',
};

/** Paths of the custom actions (AppDataProvider in types.ts). */
export const ACTION_PATHS = {
  approveSubscription: (key: Identifier) => `/subscriptions/admin/${id(key)}/approve`,
  messageRead: (key: Identifier, read: boolean) => `/messages/${id(key)}/${read ? 'read' : 'unread'}`,
  markMessagesRead: '/messages/mark-multiple-read',
  verifyBootcampApplication: '/bootcampsapplications/verify',
  applicantStatus: (key: Identifier) => `/applications/${id(key)}`,
  applyToOpportunity: '/opportunity-applications/apply',
  opportunityApplicationPayment: (key: Identifier) => `/opportunity-applications/${id(key)}/payment`,
  opportunityApplicationVerify: (key: Identifier) => `/opportunity-applications/${id(key)}/verify`,
  profile: '/auth/profile',
  logoutAll: '/auth/logout-all',
  /** One record's dependents, or the sum over several (`?ids=`). */
  dependents: (base: string, ids: readonly Identifier[]) => (ids.length === 1 ? `${base}/${id(ids[0])}/dependents` : `${base}/dependents`),
} as const;

const viteEnv = (): Record<string, string | undefined> | undefined =>
  (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env;

/** API base URL: VITE_API_URL at build time, else '/api' (same origin). */
export const API_URL: string = viteEnv()?.VITE_API_URL ?? '/api';

export const routeOf = (resource: string): ResourceRoute => {
  const route = (ROUTES as Record<string, ResourceRoute>)[resource] as ResourceRoute | undefined;
  if (!route) throw new Error(`Unknown resource: ${resource}`);
  return route;
};
