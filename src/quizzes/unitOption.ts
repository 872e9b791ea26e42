/**
 * A course unit as a select option: 'Course title - Unit title' (the unit's course title comes with it, docs/requirements.md §3).
 * The empty option react-admin's AutocompleteInput adds for `emptyText` ('All Course Units') has only a `name`.
 */
import type { RaRecord } from 'react-admin';
import { searchQuery } from '../common/searchQuery';

export const unitOptionText = (unit: RaRecord | undefined): string => {
  if (!unit) return '';
  const course = (unit.course as { title?: string } | null | undefined)?.title;
  if (course) return `${course} - ${String(unit.title)}`;
  return String(unit.title ?? unit.name ?? '');
};

/**
 * The unit picker's typed text as the API's `search`, which matches a unit's own title (not its course's): of an
 * option's 'Course - Unit' text, edited after it was chosen, only the part after the last ' - ' is searched.
 */
export const unitSearchQuery = (text: string): { search?: string } => {
  const cut = text.lastIndexOf(' - ');
  return searchQuery(cut >= 0 ? text.slice(cut + 3) : text);
};
