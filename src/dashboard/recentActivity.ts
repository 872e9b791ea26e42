/**
 * Recent activity items (newest signups, messages, subscriptions), merged newest first, each with a link
 * to its record. Source: `recent` in GET /dashboard/stats when the API sends it, else the newest users.
 */
import type { Id, Message, PaymentStatus, Subscription, User } from '../domain/types';
import { displayName } from '../domain/user';

export interface RecentActivityPayload {
  users?: (Pick<User, 'id' | 'email' | 'createdAt'> & Partial<Pick<User, 'name' | 'firstname' | 'lastname'>>)[];
  messages?: (Pick<Message, 'id' | 'fullName' | 'createdAt'> & Partial<Pick<Message, 'email' | 'messageType'>>)[];
  subscriptions?: (Pick<Subscription, 'id' | 'user' | 'amount' | 'createdAt'> & { paymentStatus?: PaymentStatus; transactionId?: string | null })[];
}

export interface ActivityItem {
  key: string;
  kind: 'user' | 'message' | 'subscription';
  id: Id;
  /** Person's name (or email). */
  who: string;
  at: string;
  link: string;
  amount?: number;
}

/** The subscriptions list filtered on this subscription (transaction id, else the user's email). */
export function subscriptionLink(s: { user: { email: string }; transactionId?: string | null }): string {
  const search = s.transactionId || s.user?.email || '';
  return `/admin/subscriptions?filter=${encodeURIComponent(JSON.stringify({ search }))}`;
}

export function activityItems(recent: RecentActivityPayload, max = 8): ActivityItem[] {
  const users = (recent.users ?? []).map<ActivityItem>((u) => ({
    key: `user-${u.id}`,
    kind: 'user',
    id: u.id,
    who: displayName(u as Partial<User>) || u.email,
    at: u.createdAt,
    link: `/users/${u.id}/show`,
  }));
  const messages = (recent.messages ?? []).map<ActivityItem>((m) => ({
    key: `message-${m.id}`,
    kind: 'message',
    id: m.id,
    who: m.fullName || m.email || '',
    at: m.createdAt,
    link: `/messages/${m.id}/show`,
  }));
  const subscriptions = (recent.subscriptions ?? []).map<ActivityItem>((s) => ({
    key: `subscription-${s.id}`,
    kind: 'subscription',
    id: s.id,
    who: displayName(s.user),
    at: s.createdAt,
    link: subscriptionLink(s),
    amount: s.amount,
  }));
  return [...users, ...messages, ...subscriptions]
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
    .slice(0, max);
}
