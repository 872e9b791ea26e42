/**
 * Each list screen's default sort and page size, in one place: the screen passes them to react-admin's <List>,
 * and the boot script computes the same first request from them (src/boot/plan.ts).
 * Pure data, no React: the boot script imports it before the main bundle runs.
 */
import type { SortPayload } from 'react-admin';
import type { ResourceName } from '../providers/types';

export interface ListDefaults {
  sort: SortPayload;
  perPage: number;
}

const NEWEST_FIRST: SortPayload = { field: 'createdAt', order: 'DESC' };

export const LIST_DEFAULTS = {
  users: { sort: NEWEST_FIRST, perPage: 10 },
  businesses: { sort: NEWEST_FIRST, perPage: 10 },
  messages: { sort: NEWEST_FIRST, perPage: 10 },
  subscriptions: { sort: NEWEST_FIRST, perPage: 10 },
  'course-units': { sort: NEWEST_FIRST, perPage: 10 },
  quizzes: { sort: NEWEST_FIRST, perPage: 10 },
  'education-levels': { sort: NEWEST_FIRST, perPage: 10 },
  courses: { sort: NEWEST_FIRST, perPage: 10 },
  bootcamps: { sort: NEWEST_FIRST, perPage: 10 },
  'bootcamp-applicants': { sort: NEWEST_FIRST, perPage: 10 },
  'bootcamp-applications': { sort: NEWEST_FIRST, perPage: 10 },
  opportunities: { sort: NEWEST_FIRST, perPage: 10 },
  'opportunity-applications': { sort: NEWEST_FIRST, perPage: 10 },
} satisfies Partial<Record<ResourceName, ListDefaults>>;
