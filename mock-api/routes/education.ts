/**
 * Education routes (docs/requirements.md §7): /education-levels, /courses, /course-units, /quizzes.
 *
 * Designed where the requirements is silent:
 * - Lists answer the shared envelope (data, total, page, limit, totalPages, query, sortBy, sortOrder and
 *   pagination{…}); single records and writes answer {success: true, data}. Default order: id ascending.
 * - List rows carry cheap counts: a level its course titles and _count.courses; a course its level {title},
 *   unit titles and _count.courseUnits; a unit its course {title} and _count.quizzes; a quiz its courseUnit
 *   {title}, results and _count {questions, results}. No stats endpoint: the screens count with list totals.
 * - Duplicate titles (trimmed, case-insensitive) → 409 '… with this title already exists': levels globally,
 *   courses within their level, units within their course. Quizzes may share titles.
 * - A missing parent on create/update → 404 'Education level not found' / 'Course not found' / 'Course unit not found'.
 * - Deletes cascade explicitly: level → courses → units → quizzes (results live inside each quiz).
 * - Quiz questions are stored trimmed as sent (blank options are dropped by the form before sending, so the
 *   API keeps option positions and correctAnswer as given); `explanation` is kept when not blank.
 */
import type { RegisterRoutes } from '../types';
import { registerLevelRoutes } from './education/levels';
import { registerCourseRoutes } from './education/courses';
import { registerUnitRoutes } from './education/units';
import { registerQuizRoutes } from './education/quizzes';

export const registerEducationRoutes: RegisterRoutes = (router, ctx) => {
  registerLevelRoutes(router, ctx);
  registerCourseRoutes(router, ctx);
  registerUnitRoutes(router, ctx);
  registerQuizRoutes(router, ctx);
};
