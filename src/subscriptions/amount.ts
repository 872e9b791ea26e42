import { formatUGX, SPEC_LOCALE } from '../domain/format';

/** Amount column (docs/requirements.md §2): the translated 'FREE' when 0 (or missing), else 'UGX 1,500,000' (in the locale's format). */
export function formatSubscriptionAmount(amount: number | null | undefined, freeLabel: string, locale = SPEC_LOCALE): string {
  if (amount == null || Number(amount) === 0 || Number.isNaN(Number(amount))) return freeLabel;
  return formatUGX(Number(amount), locale);
}
