/**
 * GET /dashboard/stats → {success, data: DashboardStats} computed over all data
 * (src/domain/types.ts), plus users.monthlySignups for the last 6 calendar months.
 * Bootcamp and education numbers are counted from the part-2 collections
 * ('bootcamps', 'course-units', 'quizzes'); every bootcamp is classed by its dates with
 * bootcampPhaseAt (src/domain/rules-bootcamps.ts), the one rule /bootcamps/stats uses too, so
 * upcoming + ongoing + completed = total and both answers agree.
 * `recent` carries the newest sign-ups, messages and subscriptions (RECENT_PER_KIND each) so the
 * dashboard's recent-activity list needs no call of its own.
 */
import type { Router } from 'express';
import { users } from '../auth/users-store';
import { asyncHandler } from '../errors';
import type { CoreContext } from '../http/context';
import type { Row } from '../types';
import type { Bootcamp, DashboardStats, Message, Quiz, Subscription } from '../../src/domain/types';
import { bootcampPhaseAt } from '../../src/domain/rules-bootcamps';
import { businessStats } from './businesses';
import { messageStats } from './messages';
import { userStats } from './users';
import { memoStats } from '../http/memo';

const DASHBOARD_SOURCES = ['users', 'businesses', 'messages', 'subscriptions', 'bootcamps', 'course-units', 'quizzes'];
const RECENT_PER_KIND = 5;

/** The newest `n` rows by createdAt, newest first, from the collection's maintained sorted order. */
function newest<T extends Row>(rows: { sortedBy?(field: string): readonly T[]; all(): readonly T[] }, n: number): T[] {
  const sorted = rows.sortedBy ? rows.sortedBy('createdAt') : [...rows.all()].sort((a, b) => String(a.createdAt).localeCompare(String(b.createdAt)));
  return sorted.slice(-n).reverse();
}

function recentActivity(ctx: CoreContext): NonNullable<DashboardStats['recent']> {
  return {
    users: newest(users(ctx.store), RECENT_PER_KIND).map(({ id, name, firstname, lastname, email, createdAt }) => ({ id, name, firstname, lastname, email, createdAt })),
    messages: newest(ctx.store.collection<Message & Row>('messages'), RECENT_PER_KIND).map(({ id, fullName, email, messageType, createdAt }) => ({ id, fullName, email, messageType, createdAt })),
    subscriptions: newest(ctx.store.collection<Subscription & Row>('subscriptions'), RECENT_PER_KIND).map(({ id, user, amount, paymentStatus, transactionId, createdAt }) => ({ id, user, amount, paymentStatus, transactionId, createdAt })),
  };
}

/** 'YYYY-MM' of the last `n` months, oldest first, in UTC. */
export function lastMonths(now: Date, n: number): string[] {
  const out: string[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    out.push(d.toISOString().slice(0, 7));
  }
  return out;
}

export function dashboardStats(ctx: CoreContext, now = new Date()): DashboardStats {
  const u = userStats(ctx, now.getTime());
  const b = businessStats(ctx, now.getTime());
  const m = messageStats(ctx);

  const months = lastMonths(now, 6);
  const counts = new Map(months.map((k) => [k, 0]));
  for (const user of users(ctx.store).all()) {
    const k = user.createdAt.slice(0, 7);
    const c = counts.get(k);
    if (c !== undefined) counts.set(k, c + 1);
  }

  const camps = { total: 0, upcoming: 0, ongoing: 0, completed: 0 };
  const phaseOf = bootcampPhaseAt(now);
  for (const bc of ctx.store.collection<Bootcamp & Row>('bootcamps').all()) {
    camps.total++;
    camps[phaseOf(bc)]++;
  }

  let completedQuizzes = 0;
  const quizzes = ctx.store.collection<Quiz & Row>('quizzes');
  for (const q of quizzes.all()) {
    for (const r of q.results ?? []) if (r.completedAt) completedQuizzes++;
  }

  return {
    users: {
      total: u.total,
      verified: u.verified,
      admins: u.admins,
      recentSignups: u.recentSignups,
      monthlySignups: months.map((month) => ({ month, count: counts.get(month) ?? 0 })),
    },
    businesses: { total: b.total, recent: b.recent, bySector: b.bySector },
    bootcamps: camps,
    education: { courseUnits: ctx.store.collection('course-units').count(), quizzes: quizzes.count(), completedQuizzes },
    messages: { total: m.total, unread: m.unread },
    recent: recentActivity(ctx),
  };
}

export function registerDashboardRoutes(router: Router, ctx: CoreContext): void {
  router.get('/dashboard/stats', asyncHandler((_req, res) => res.json({ success: true, data: memoStats(ctx.store, 'dashboard', DASHBOARD_SOURCES, 10_000, () => dashboardStats(ctx)) })));
}
