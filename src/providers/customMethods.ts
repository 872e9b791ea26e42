import { HttpError, type Identifier } from 'react-admin';
import { CLIENT_ERRORS } from '../domain/errors';
import type { HttpClient } from './http';
import { readList, unwrapRecord } from './query';
import { ACTION_PATHS, STATS_PATHS, routeOf } from './routes';
import type { Dependents } from '../domain/dependents';
import type { AppDataProvider, StatsResource } from './types';

/** The documented actions beside react-admin's standard methods (AppDataProvider in types.ts). */
export const CUSTOM_METHODS = [
  'getStats',
  'approveSubscription',
  'setMessageRead',
  'markMessagesRead',
  'getUnreadCount',
  'verifyBootcampApplication',
  'setApplicantStatus',
  'applyToOpportunity',
  'setOpportunityApplicationPayment',
  'verifyOpportunityApplication',
  'getProfile',
  'signOutEverywhere',
  'getDependents',
] as const;
type Custom = Pick<AppDataProvider, (typeof CUSTOM_METHODS)[number]>;
type Data = Record<string, unknown>;

export const createCustomMethods = (http: HttpClient): Custom => {
  /** Send and resolve to {data: record}; an answer without a record becomes {id, ...sent}. */
  const act = async (method: 'POST' | 'PATCH', path: string, body: Data, id?: Identifier) => {
    const { json } = await http.request(path, { method, body });
    const record = unwrapRecord<Data>(json);
    const data = record && (record.id !== undefined || id === undefined) ? record : { id, ...body };
    return { data };
  };

  return {
    getStats: async <T,>(resource: StatsResource) => {
      const { json } = await http.request(STATS_PATHS[resource]);
      return (unwrapRecord<T>(json) ?? ({} as T)) as T;
    },
    approveSubscription: (id) => act('PATCH', ACTION_PATHS.approveSubscription(id), { paymentStatus: 'SUCCESS' }, id),
    setMessageRead: (id, read) => act('PATCH', ACTION_PATHS.messageRead(id, read), {}, id).then(({ data }) => ({ data: { read, ...data, id } })),
    markMessagesRead: async (ids) => {
      const { json } = await http.request<{ count?: number; data?: { count?: number } }>(ACTION_PATHS.markMessagesRead, {
        method: 'POST',
        body: { ids },
      });
      return { count: Number(json?.count ?? json?.data?.count ?? ids.length) };
    },
    getUnreadCount: async () => {
      const { json } = await http.request('/messages', { query: { read: 'false', limit: 1 } });
      return readList(json, 'success-page').total;
    },
    verifyBootcampApplication: (id) => act('PATCH', ACTION_PATHS.verifyBootcampApplication, { applicationId: id }, id),
    setApplicantStatus: (id, status) => act('PATCH', ACTION_PATHS.applicantStatus(id), { status }, id),
    applyToOpportunity: (payload) => act('POST', ACTION_PATHS.applyToOpportunity, payload),
    setOpportunityApplicationPayment: (id, paymentStatus) =>
      act('PATCH', ACTION_PATHS.opportunityApplicationPayment(id), { paymentStatus }, id),
    verifyOpportunityApplication: (id, verified) => act('PATCH', ACTION_PATHS.opportunityApplicationVerify(id), { verified }, id),
    getProfile: async () => {
      if (!http.session.get()?.accessToken) throw new HttpError(CLIENT_ERRORS.noAccessToken, 401);
      const { json } = await http.request<Data>(ACTION_PATHS.profile);
      const user = (json?.user ?? unwrapRecord<Data>(json)) as Data | null;
      return user ?? {};
    },
    signOutEverywhere: async () => {
      await http.request(ACTION_PATHS.logoutAll, { method: 'POST', body: {} });
    },
    getDependents: async (resource, ids) => {
      const base = routeOf(resource).dependents;
      if (!base || ids.length === 0) return undefined;
      const query = ids.length === 1 ? undefined : { ids: ids.join(',') };
      const { json } = await http.request(ACTION_PATHS.dependents(base, ids), { query });
      return unwrapRecord<Dependents>(json) ?? undefined;
    },
  };
};
