/**
 * The create body of a bootcamp's duplicate (docs/requirements.md §7): the title suffixed ' (Copy)' and the other fields
 * copied (shortDescription sent as `description`, as on every write). The copy starts as a draft.
 */
import { copyTitle } from '../domain/duplicate';
import type { Bootcamp } from '../domain/types';

const COPIED = [
  'study_outcomes', 'category', 'format', 'location', 'level', 'price', 'currency', 'maxParticipants', 'startDate', 'endDate',
  'applicationDeadline', 'duration', 'inclusions', 'learning_areas', 'requirements', 'skills', 'imageUrl', 'benefits', 'capacity',
  'instructor', 'syllabus',
] as const satisfies readonly (keyof Bootcamp)[];

/** Dates a copy may not keep in the past: moved forward together, and the copy opened to set them. */
export const BOOTCAMP_COPY_DATES = ['applicationDeadline', 'startDate', 'endDate'] as const;

export function duplicateBootcampBody(record: Bootcamp): Record<string, unknown> {
  const body: Record<string, unknown> = { title: copyTitle(record.title), description: record.shortDescription };
  for (const field of COPIED) if (record[field] !== null && record[field] !== undefined) body[field] = record[field];
  return body;
}
