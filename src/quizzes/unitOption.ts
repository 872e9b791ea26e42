/** A course unit as a select option: 'Course title - Unit title' (the unit's course title comes with it, spec part 2 §3). */
import type { RaRecord } from 'react-admin';

export const unitOptionText = (unit: RaRecord | undefined): string => {
  if (!unit) return '';
  const course = (unit.course as { title?: string } | null | undefined)?.title;
  return course ? `${course} - ${String(unit.title)}` : String(unit.title ?? '');
};
