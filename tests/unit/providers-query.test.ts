import { describe, expect, it } from 'vitest';
import { listQuery, readList, unwrapRecord } from '../../src/providers/query';
import { ROUTES } from '../../src/providers/routes';

const page = { page: 2, perPage: 25 };

describe('list query mapping', () => {
  it('maps pagination, sort and filters to page, limit, sortBy, sortOrder and filter names', () => {
    const { path, query } = listQuery(ROUTES.users, {
      pagination: page,
      sort: { field: 'lastLoginAt', order: 'DESC' },
      filter: { q: 'nakato', role: 'admin', otpVerified: false },
    });
    expect(path).toBe('/users');
    expect(query).toEqual({ page: 2, limit: 25, search: 'nakato', role: 'admin', otpVerified: 'false', sortBy: 'lastLoginAt', sortOrder: 'desc' });
  });

  it("omits empty filter values ('', blanks, null, undefined, [])", () => {
    const { query } = listQuery(ROUTES.businesses, {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { search: '', sector: null, stage: undefined, location: [], q: '   ' },
    });
    expect(query).toEqual({ page: 1, limit: 10, sortBy: 'id', sortOrder: 'asc' });
  });

  it('passes messages filters and trims the search text', () => {
    const { query } = listQuery(ROUTES.messages, { filter: { search: '  grant ', messageType: 'partnership', read: true } });
    expect(query).toEqual({ search: 'grant', messageType: 'partnership', read: 'true' });
  });

  it('sends only the sort fields subscriptions accept and maps paymentStatus to status', () => {
    const sorted = listQuery(ROUTES.subscriptions, { sort: { field: 'expiresAt', order: 'ASC' }, filter: { paymentStatus: 'PENDING' } });
    expect(sorted).toEqual({ path: '/subscriptions/admin/all', query: { status: 'PENDING', sortBy: 'expiresAt', sortOrder: 'asc' } });
    const unsupported = listQuery(ROUTES.subscriptions, { sort: { field: 'id', order: 'DESC' }, filter: { status: 'SUCCESS' } });
    expect(unsupported.query).toEqual({ status: 'SUCCESS' });
  });

  it('takes the bootcamp id of the applicants list from the filter into the path', () => {
    const { path, query } = listQuery(ROUTES['bootcamp-applicants'], { pagination: { page: 1, perPage: 10 }, filter: { bootcampId: 7, status: 'PENDING' } });
    expect(path).toBe('/bootcamps/7/applications');
    expect(query).toEqual({ page: 1, limit: 10, status: 'PENDING' });
    expect(() => listQuery(ROUTES['bootcamp-applicants'], { filter: {} })).toThrow('Missing filter: bootcampId');
  });

  it('maps the part-2 parent filters and opportunity flags', () => {
    expect(listQuery(ROUTES.courses, { filter: { levelId: 3 } }).query).toEqual({ levelId: '3' });
    expect(listQuery(ROUTES['course-units'], { filter: { courseId: 4 } }).query).toEqual({ courseId: '4' });
    expect(listQuery(ROUTES.quizzes, { filter: { courseUnitId: 5 } }).query).toEqual({ courseUnitId: '5' });
    expect(listQuery(ROUTES.opportunities, { filter: { isPaid: true, sector: 'Finance', type: 'Event' } }).query).toEqual({
      isPaid: 'true',
      sector: 'Finance',
      type: 'Event',
    });
  });
});

describe('envelopes', () => {
  const rows = [{ id: 1 }, { id: 2 }];
  it('reads total from total, from pagination.total, or counts the rows', () => {
    expect(readList({ data: rows, total: 42, page: 1, limit: 10, totalPages: 5 }, 'page')).toEqual({ data: rows, total: 42 });
    expect(readList({ data: rows, pagination: { total: 17, page: 1, limit: 10, totalPages: 2 } }, 'pagination')).toEqual({ data: rows, total: 17 });
    expect(readList({ success: true, data: rows, total: 0 }, 'success-page')).toEqual({ data: rows, total: 0 });
    expect(readList({ success: true, data: rows }, 'success-list')).toEqual({ data: rows, total: 2 });
    expect(readList({ success: true, data: { data: rows, pagination: { total: 9 } } }, 'success-list')).toEqual({ data: rows, total: 9 });
    expect(readList(rows)).toEqual({ data: rows, total: 2 });
  });

  it('unwraps {success, data} around a single record', () => {
    expect(unwrapRecord({ success: true, data: { id: 3, title: 'T' } })).toEqual({ id: 3, title: 'T' });
    expect(unwrapRecord({ id: 3, title: 'T', data: { x: 1 } })).toEqual({ id: 3, title: 'T', data: { x: 1 } });
    expect(unwrapRecord(null)).toBeNull();
  });
});

describe('opportunity applications list path', () => {
  it("reads one opportunity's applications from /opportunity-applications/opportunity/{id}, all of them from the list", () => {
    const one = listQuery(ROUTES['opportunity-applications'], { pagination: { page: 1, perPage: 10 }, filter: { opportunityId: 7, paymentStatus: 'PAID' } });
    expect(one.path).toBe('/opportunity-applications/opportunity/7');
    expect(one.query).toMatchObject({ page: 1, limit: 10, paymentStatus: 'PAID' });
    for (const filter of [{}, { opportunityId: '' }, { opportunityId: null }]) {
      expect(listQuery(ROUTES['opportunity-applications'], { filter }).path).toBe('/opportunity-applications');
    }
  });
});
