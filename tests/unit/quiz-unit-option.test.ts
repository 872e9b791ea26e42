import { describe, expect, it } from 'vitest';
import { searchQuery } from '../../src/common/searchQuery';
import { unitOptionText, unitSearchQuery } from '../../src/quizzes/unitOption';

describe("the quiz form's course unit picker and the quizzes' unit filter", () => {
  it("shows 'Course - Unit', or the unit alone without its course, or the filter's empty option", () => {
    expect(unitOptionText({ id: 1, title: 'Pricing Basics', course: { title: 'Marketing' } })).toBe('Marketing - Pricing Basics');
    expect(unitOptionText({ id: 2, title: 'Pricing Basics', course: null })).toBe('Pricing Basics');
    expect(unitOptionText(undefined)).toBe('');
    expect(unitOptionText({ id: '', name: 'All Course Units' })).toBe('All Course Units');
  });

  it("searches the unit's title: typed text as is, an edited option by its part after the last ' - '", () => {
    expect(unitSearchQuery(' Pricing ')).toEqual({ search: 'Pricing' });
    expect(unitSearchQuery('Marketing - Pricing Ba')).toEqual({ search: 'Pricing Ba' });
    expect(unitSearchQuery('Marketing - ')).toEqual({});
    expect(searchQuery('')).toEqual({});
  });
});
