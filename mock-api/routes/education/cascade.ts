/**
 * Explicit cascading deletes of the education hierarchy (level → courses → units → quizzes; quiz results live
 * inside their quiz). Each step reads the children from the foreign-key index, never by scanning.
 */
import type { Store } from '../../types';

export const LEVELS = 'education-levels';
export const COURSES = 'courses';
export const UNITS = 'course-units';
export const QUIZZES = 'quizzes';

export function deleteQuiz(store: Store, id: number) {
  return store.collection(QUIZZES).remove(id);
}

export function deleteUnit(store: Store, id: number) {
  for (const q of store.collection(QUIZZES).where('courseUnitId', id)) deleteQuiz(store, q.id);
  return store.collection(UNITS).remove(id);
}

export function deleteCourse(store: Store, id: number) {
  for (const u of store.collection(UNITS).where('courseId', id)) deleteUnit(store, u.id);
  return store.collection(COURSES).remove(id);
}

export function deleteLevel(store: Store, id: number) {
  for (const c of store.collection(COURSES).where('levelId', id)) deleteCourse(store, c.id);
  return store.collection(LEVELS).remove(id);
}
