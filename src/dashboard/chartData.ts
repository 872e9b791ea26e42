/**
 * Numbers the dashboard shows, derived from GET /dashboard/stats (pure functions, unit-tested).
 * User growth: the API's monthly series when present (users at the end of each month: the total minus
 * the sign-ups of the later months), else the requirements' fixed fractions of the total for January–June.
 */
import type { DashboardStats } from '../domain/types';

export const GROWTH_FRACTIONS = [0.6, 0.7, 0.8, 0.85, 0.92, 1.0] as const;
/** Month numbers (0-based) of the fallback labels: January to June. */
export const FALLBACK_MONTHS = [0, 1, 2, 3, 4, 5] as const;
/** Minimum bar height of the growth chart, in px (docs/requirements.md §2). */
export const MIN_BAR_PX = 4;

export interface GrowthPoint {
  /** Month as 'YYYY-MM' (real series) or a 0-based month number (fallback). */
  month: string | number;
  users: number;
}

export function userGrowth(users: DashboardStats['users']): GrowthPoint[] {
  const series = users.monthlySignups;
  if (series && series.length > 0) {
    let after = 0;
    const points: GrowthPoint[] = [];
    for (let i = series.length - 1; i >= 0; i--) {
      points.unshift({ month: series[i].month, users: Math.max(0, users.total - after) });
      after += series[i].count;
    }
    return points;
  }
  return GROWTH_FRACTIONS.map((fraction, i) => ({ month: FALLBACK_MONTHS[i], users: Math.round(users.total * fraction) }));
}

/** 'Jan', 'Feb'… in the given locale, for a 'YYYY-MM' string or a 0-based month number. */
export function monthLabel(month: string | number, locale: string): string {
  const index = typeof month === 'number' ? month : Number(month.slice(5, 7)) - 1;
  const year = typeof month === 'number' ? 2000 : Number(month.slice(0, 4));
  if (!Number.isFinite(index) || index < 0 || index > 11) return String(month);
  return new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(Date.UTC(year || 2000, index, 15));
}

export interface Slice {
  id: string;
  value: number;
}

/** Sector donut: one slice per sector with businesses, largest first. */
export function sectorSlices(bySector: Record<string, number>): Slice[] {
  return Object.entries(bySector)
    .filter(([, value]) => value > 0)
    .map(([id, value]) => ({ id, value }))
    .sort((a, b) => b.value - a.value);
}

/** Bootcamp donut: Upcoming, Ongoing, Completed. */
export function bootcampSlices(b: DashboardStats['bootcamps']): Slice[] {
  return [
    { id: 'upcoming', value: b.upcoming },
    { id: 'ongoing', value: b.ongoing },
    { id: 'completed', value: b.completed },
  ];
}

/** Whole percentage of part in total; 0 when total is 0. */
export function percent(part: number, total: number): number {
  return total > 0 ? Math.round((part / total) * 100) : 0;
}

export interface Metric {
  key: 'courseUnits' | 'quizzes' | 'verificationRate' | 'businessGrowth';
  /** Shown value: a count, or a percentage when `isRate`. */
  value: number;
  /** Bar fill, 0–100. */
  progress: number;
  isRate: boolean;
}

/**
 * Education metrics progress list. Counts are drawn against the larger of the two counts (the bar compares
 * them); rates are percentages: verified users over all users, businesses added this month over all.
 */
export function educationMetrics(stats: DashboardStats): Metric[] {
  const { courseUnits, quizzes } = stats.education;
  const scale = Math.max(courseUnits, quizzes);
  const verification = percent(stats.users.verified, stats.users.total);
  const growth = percent(stats.businesses.recent, stats.businesses.total);
  return [
    { key: 'courseUnits', value: courseUnits, progress: percent(courseUnits, scale), isRate: false },
    { key: 'quizzes', value: quizzes, progress: percent(quizzes, scale), isRate: false },
    { key: 'verificationRate', value: verification, progress: verification, isRate: true },
    { key: 'businessGrowth', value: growth, progress: growth, isRate: true },
  ];
}
