/**
 * What a delete takes with it, as GET /<resource>/{id}/dependents (and /<resource>/dependents?ids=1,2 for several)
 * answers it: the shape shared by the fixture API and the delete confirmations.
 */

/** The kinds of records a delete can take with it, in the order a confirmation names them. */
export const DEPENDENT_KINDS = ['courses', 'units', 'quizzes', 'results', 'applications', 'subscriptions'] as const;
export type DependentKind = (typeof DEPENDENT_KINDS)[number];

export interface Dependents {
  /** How many records of each kind the delete also deletes (kinds the resource has none of are absent). */
  counts: Partial<Record<DependentKind, number>>;
  /** Of those applications: how many are paid, how many verified. */
  paid: number;
  verified: number;
  /** Some are paid or verified: DELETE is refused (409) unless it says ?cascade=true. */
  requiresCascade: boolean;
}

/** The sum of several answers (a bulk delete's). */
export function sumDependents(all: readonly Dependents[]): Dependents {
  const counts: Dependents['counts'] = {};
  for (const one of all) for (const kind of DEPENDENT_KINDS) if (one.counts[kind] !== undefined) counts[kind] = (counts[kind] ?? 0) + (one.counts[kind] ?? 0);
  const paid = all.reduce((n, one) => n + one.paid, 0);
  const verified = all.reduce((n, one) => n + one.verified, 0);
  return { counts, paid, verified, requiresCascade: all.some((one) => one.requiresCascade) };
}

/** Whether a failed delete was refused for want of `?cascade=true` (409 {message, requiresCascade: true}). */
export function refusedForCascade(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, body } = error as { status?: unknown; body?: unknown };
  return status === 409 && typeof body === 'object' && body !== null && (body as { requiresCascade?: unknown }).requiresCascade === true;
}
