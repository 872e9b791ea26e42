/**
 * The education level and course form logic: payloads (trimmed, levelId a number), Save's state
 * (rulesPass), the create and edit validators' keys, and the docs/requirements.md §8 error mappings.
 */
import { describe, expect, it } from 'vitest';
import { rulesPass } from '../../src/domain/form-validator';
import { COURSE_RULES, LEVEL_RULES } from '../../src/domain/rules-education';
import { levelValidators, mapLevelError, toLevelPayload } from '../../src/education-levels/educationLevelRules';
import { mapCourseError, mapCourseUpdateError, toCoursePayload } from '../../src/courses/courseRules';

const N = 'resources.education-levels.notifications';
const C = 'resources.courses.notifications';

describe('education level form', () => {
  it('sends the trimmed title and description only', () => {
    expect(toLevelPayload({ title: '  Beginner ', description: ' First steps. ', courses: [{ id: 1 }], id: 3 })).toEqual({
      title: 'Beginner',
      description: 'First steps.',
    });
  });

  it('Save waits for a valid title and description; edit does not check the characters', () => {
    expect(rulesPass(LEVEL_RULES, { title: '', description: '' })).toBe(false);
    expect(rulesPass(LEVEL_RULES, { title: 'Beginner', description: 'Too short' })).toBe(false);
    expect(rulesPass(LEVEL_RULES, { title: 'Beginner', description: 'First steps in business.' })).toBe(true);
    expect(rulesPass(LEVEL_RULES, { title: 'Beginner <b>', description: 'First steps in business.' })).toBe(false);
    expect(rulesPass(LEVEL_RULES, { title: 'Beginner <b>', description: 'First steps in business.' }, 'update')).toBe(true);
    expect(rulesPass(LEVEL_RULES, { title: '   ', description: 'First steps in business.' }, 'update')).toBe(false);
  });

  it('create and edit validators say the requirements words (edit: "at least N characters long")', () => {
    const create = levelValidators('create');
    const update = levelValidators('update');
    expect(create.title('', {})).toBe('resources.education-levels.validation.titleRequired');
    expect(create.title('A', {})).toBe('resources.education-levels.validation.titleMin2');
    expect(create.title('Bad <b>', {})).toBe('resources.education-levels.validation.titleInvalidChars');
    expect(create.title('x'.repeat(256), {})).toBe('resources.education-levels.validation.titleMax255');
    expect(create.description('d'.repeat(1001), {})).toBe('resources.education-levels.validation.descriptionMax1000');
    expect(update.title('A', {})).toEqual({ message: 'resources.education-levels.validation.minLong', args: { min: 2, max: 255 } });
    expect(update.title('Bad <b>', {})).toBeUndefined();
    expect(update.description('short', {})).toEqual({ message: 'resources.education-levels.validation.descriptionMinLong', args: { min: 10, max: 1000 } });
  });

  it('maps failures per §8', () => {
    const create = mapLevelError('create');
    expect(create('An education level with this title already exists', null)).toEqual({ title: `${N}.duplicateTitle`, message: `${N}.duplicate`, field: 'title' });
    expect(create('Validation failed: Title is required', null)).toEqual({ title: 'app.errors.validationError', message: `${N}.checkInput` });
    expect(create('Database unavailable', null)).toEqual({ message: `${N}.createFailedMessage` });
    expect(mapLevelError('update')('Database unavailable', null)).toEqual({ message: `${N}.updateFailedMessage` });
  });
});

describe('course form', () => {
  it('sends { title, description, levelId } trimmed, levelId a number', () => {
    expect(toCoursePayload({ title: ' Poultry ', description: ' Layers and broilers. ', levelId: '2', courseUnits: [] })).toEqual({
      title: 'Poultry',
      description: 'Layers and broilers.',
      levelId: 2,
    });
  });

  it('Save waits for a title, a description of 20 and a level', () => {
    const ok = { title: 'Poultry: Basics', description: 'Raising layers on a small plot.', levelId: 2 };
    expect(rulesPass(COURSE_RULES, ok)).toBe(true);
    expect(rulesPass(COURSE_RULES, { ...ok, levelId: '' })).toBe(false);
    expect(rulesPass(COURSE_RULES, { ...ok, description: 'Too short' })).toBe(false);
  });

  it('maps create failures per §8, in order', () => {
    expect(mapCourseError('Invalid or expired token', 401)).toMatchObject({ title: 'app.errors.authenticationError', message: `${C}.authFailed` });
    expect(mapCourseError('Unauthorized')).toMatchObject({ message: `${C}.authFailed` });
    expect(mapCourseError('Forbidden')).toMatchObject({ title: 'app.errors.permissionError', message: `${C}.permissionDenied` });
    expect(mapCourseError('A course with this title already exists', 409)).toEqual({ title: `${C}.duplicateTitle`, message: `${C}.duplicate`, field: 'title' });
    expect(mapCourseError('Education level not found', 404)).toMatchObject({ message: `${C}.levelNotFound` });
    expect(mapCourseError('Database unavailable', 500)).toEqual({ message: `${C}.createFailedMessage` });
  });

  it('an edit marks a duplicate title, else keeps the dialog defaults', () => {
    expect(mapCourseUpdateError('A course with this title already exists', null)).toMatchObject({ field: 'title' });
    expect(mapCourseUpdateError('Database unavailable', null)).toBeUndefined();
  });
});
