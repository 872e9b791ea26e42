import type { DataProvider, Identifier } from 'react-admin';
import type { ApplicantStatus } from '../domain/types';
import type { Dependents } from '../domain/dependents';

/** Resource names are the API paths: the keys of the route table (routes.ts). */
export type { ResourceName } from './routes';

/** Resources whose stats endpoint exists (the path each maps to lives in routes.ts). */
export type StatsResource =
  | 'dashboard'
  | 'users'
  | 'businesses'
  | 'messages'
  | 'bootcamps'
  | 'opportunities'
  | 'opportunity-applications';

/** `meta` of dataProvider.update. */
export interface UpdateMeta {
  /** Send every field, not only the changed ones (updateMany). */
  sendAll?: boolean;
  /** The record as the edit loaded it, when it is not react-admin's `previousData`: its version and the base of the diff. */
  loaded?: Record<string, unknown> & { id?: Identifier };
}

/** `meta` of dataProvider.delete and deleteMany. */
export interface DeleteMeta {
  /** Delete records with paid or verified applications too (`?cascade=true`); without it the API refuses them (409). */
  cascade?: boolean;
}

/** The custom actions of the requirements, beside react-admin's standard methods. */
export interface AppDataProvider extends DataProvider {
  /** GET the stats endpoint of a resource; resolves to the object inside `data` (or the body). */
  getStats<T = Record<string, unknown>>(resource: StatsResource): Promise<T>;
  /** PATCH /subscriptions/admin/{id}/approve {paymentStatus:'SUCCESS'} → the updated subscription. */
  approveSubscription(id: Identifier): Promise<{ data: Record<string, unknown> }>;
  /** PATCH /messages/{id}/read or /unread → the updated message. */
  setMessageRead(id: Identifier, read: boolean): Promise<{ data: Record<string, unknown> }>;
  /** POST /messages/mark-multiple-read {ids} → how many were changed. */
  markMessagesRead(ids: Identifier[]): Promise<{ count: number }>;
  /** GET /messages?read=false&limit=1 → total unread. */
  getUnreadCount(): Promise<number>;
  /** PATCH /bootcampsapplications/verify {applicationId}. */
  verifyBootcampApplication(id: Identifier): Promise<{ data: Record<string, unknown> }>;
  /** PATCH /applications/{id} {status}. */
  setApplicantStatus(id: Identifier, status: ApplicantStatus): Promise<{ data: Record<string, unknown> }>;
  /** POST /opportunity-applications/apply. */
  applyToOpportunity(payload: Record<string, unknown>): Promise<{ data: Record<string, unknown> }>;
  /** PATCH /opportunity-applications/{id}/payment {paymentStatus}. */
  setOpportunityApplicationPayment(id: Identifier, paymentStatus: string): Promise<{ data: Record<string, unknown> }>;
  /** PATCH /opportunity-applications/{id}/verify {verified}. */
  verifyOpportunityApplication(id: Identifier, verified: boolean): Promise<{ data: Record<string, unknown> }>;
  /** GET /auth/profile. */
  getProfile(): Promise<Record<string, unknown>>;
  /** POST /auth/logout-all: ends every session of the signed-in account (this browser signs out afterwards). */
  signOutEverywhere(): Promise<void>;
  /**
   * What deleting these records also deletes (GET <base>/{id}/dependents, or <base>/dependents?ids= for several);
   * undefined when the resource's delete takes nothing with it.
   */
  getDependents(resource: string, ids: readonly Identifier[]): Promise<Dependents | undefined>;
  /** POST /auth/register (admin's bearer token) → the created user. */
}

/**
 * deleteMany deletes one by one and goes on past a failed row; its error then carries the ids it deleted
 * (`deletedIds`), so a screen can drop those rows from the selection.
 */
export const deletedIdsOf = (error: unknown): Identifier[] | undefined => {
  const ids = typeof error === 'object' && error !== null ? (error as { deletedIds?: unknown }).deletedIds : undefined;
  return Array.isArray(ids) ? (ids as Identifier[]) : undefined;
};
