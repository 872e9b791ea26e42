/** Saved queries' rules: when a saved query is the list's current one, and what a new name may be. */
import { describe, expect, it } from 'vitest';
import type { SavedQuery } from 'react-admin';
import { isCurrentQuery, nameError, savedQueryOf } from '../../src/common/savedQueries';

const list = {
  filterValues: { status: 'pending', bootcampId: 3 },
  displayedFilters: {},
  sort: { field: 'createdAt', order: 'DESC' as const },
  perPage: 10,
};

describe('saved queries', () => {
  it('keeps the filters without their cleared controls, the sort and the page size', () => {
    const saved = savedQueryOf('Pending', { ...list, filterValues: { ...list.filterValues, search: '' } });
    expect(saved).toEqual({ label: 'Pending', value: { filter: { status: 'pending', bootcampId: 3 }, displayedFilters: {}, sort: list.sort, perPage: 10 } });
  });

  it('is the current query whatever the order of its filters or an empty control, not with another sort or page size', () => {
    const saved: SavedQuery = savedQueryOf('Pending', list);
    expect(isCurrentQuery(saved, { ...list, filterValues: { bootcampId: 3, status: 'pending', search: undefined } })).toBe(true);
    expect(isCurrentQuery(saved, { ...list, filterValues: { status: 'pending' } })).toBe(false);
    expect(isCurrentQuery(saved, { ...list, sort: { field: 'createdAt', order: 'ASC' } })).toBe(false);
    expect(isCurrentQuery(saved, { ...list, perPage: 25 })).toBe(false);
  });

  it('wants a name of 1 to 40 characters that the list has not used, whatever its case', () => {
    const saved = [savedQueryOf('Pending', list)];
    expect(nameError('   ', saved)).toEqual({ key: 'required' });
    expect(nameError('x'.repeat(41), saved)).toEqual({ key: 'tooLong', args: { max: 40 } });
    expect(nameError(`  ${'x'.repeat(40)}  `, saved)).toBeUndefined();
    expect(nameError(' pENDING ', saved)).toEqual({ key: 'duplicate', args: { name: 'Pending' } });
    expect(nameError('Pending paid', saved)).toBeUndefined();
  });
});
