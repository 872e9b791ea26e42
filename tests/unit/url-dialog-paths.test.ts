import { describe, expect, it } from 'vitest';
import { dialogPath, matchDialog } from '../../src/common/dialogPaths';

describe('dialog routes under a list path', () => {
  it('matches create, edit and show', () => {
    expect(matchDialog('/courses/create', '/courses')).toEqual({ mode: 'create' });
    expect(matchDialog('/courses/12', '/courses')).toEqual({ mode: 'edit', id: '12' });
    expect(matchDialog('/courses/12/show', '/courses')).toEqual({ mode: 'show', id: '12' });
    expect(matchDialog('/bootcamps/7/applicants/3/show/', '/bootcamps/7/applicants')).toEqual({ mode: 'show', id: '3' });
    expect(matchDialog('/admin/subscriptions/a%20b', '/admin/subscriptions')).toEqual({ mode: 'edit', id: 'a b' });
    // a malformed escape is kept as it is: the record lookup fails, not the list's render
    expect(matchDialog('/bootcamps/%E0', '/bootcamps')).toEqual({ mode: 'edit', id: '%E0' });
    expect(matchDialog('/bootcamps/%E0/show', '/bootcamps')).toEqual({ mode: 'show', id: '%E0' });
  });

  it('ignores the list itself, other lists and deeper paths', () => {
    expect(matchDialog('/courses', '/courses')).toBeNull();
    expect(matchDialog('/courses/', '/courses')).toBeNull();
    expect(matchDialog('/course-units/4', '/courses')).toBeNull();
    expect(matchDialog('/courses/4/edit/more', '/courses')).toBeNull();
    expect(matchDialog('/courses/create/show', '/courses')).toBeNull();
  });

  it('builds the paths back', () => {
    expect(dialogPath('/courses', 'create')).toBe('/courses/create');
    expect(dialogPath('/courses/', 'edit', 12)).toBe('/courses/12');
    expect(dialogPath('/courses', 'show', 'a/b')).toBe('/courses/a%2Fb/show');
  });
});
