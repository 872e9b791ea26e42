/**
 * useFormat — the display formatters of src/domain/format.ts bound to the admin's current locale (react-admin's
 * locale state), so that dates, numbers, percentages and amounts follow the chosen language:
 *   `const { formatDate, formatNumber, formatUGX } = useFormat();  formatDate(user.createdAt)`
 * The object is stable while the locale stays the same.
 */
import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { formattersFor, type LocaleFormatters } from '../domain/format';

export function useFormat(): LocaleFormatters {
  const [locale] = useLocaleState();
  return useMemo(() => formattersFor(locale), [locale]);
}
