/**
 * The sentence a delete confirmation says about what the delete takes with it, from the API's counts
 * (src/domain/dependents.ts): 'Also deletes 3 units, 4 quizzes and 12 quiz results.', 'Also deletes 5 applications,
 * 2 of them paid and 1 verified.'; '' when it takes nothing. Lists are joined by the locale's own conjunction.
 */
import type { TranslateFunction } from 'react-admin';
import { DEPENDENT_KINDS, type Dependents } from '../domain/dependents';

const D = 'app.common.delete.dependents';

const joined = (locale: string, parts: string[]): string => new Intl.ListFormat(locale, { type: 'conjunction' }).format(parts);

export function dependentsText(dependents: Dependents, translate: TranslateFunction, locale: string): string {
  const kinds = DEPENDENT_KINDS.filter((kind) => (dependents.counts[kind] ?? 0) > 0);
  if (kinds.length === 0) return '';
  const items = kinds.map((kind) => translate(`${D}.${kind}`, { smart_count: dependents.counts[kind] }));
  const of = [
    dependents.paid > 0 ? translate(`${D}.paid`, { smart_count: dependents.paid }) : '',
    dependents.verified > 0 ? translate(`${D}.verified`, { smart_count: dependents.verified }) : '',
  ].filter(Boolean);
  const list = joined(locale, items);
  return translate(`${D}.also`, { list: of.length ? translate(`${D}.withState`, { list, state: joined(locale, of) }) : list });
}
