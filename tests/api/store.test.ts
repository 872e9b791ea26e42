/** The indexed store and the list envelope, without HTTP. */
import { describe, expect, it } from 'vitest';
import { MemCollection } from '../../mock-api/db-collection';
import { bool, eq, listEnvelope } from '../../mock-api/lists';
import type { ListSpec, Row } from '../../mock-api/types';

type Item = Row & { name: string; group: string; score: number | null; done: boolean };
const spec: ListSpec<Item> = {
  searchFields: ['name'],
  filters: { group: eq('group'), done: bool('done') },
  sortable: ['name', 'score'],
  defaultSort: { field: 'name', order: 'asc' },
};

function make(): MemCollection<Item> {
  const c = new MemCollection<Item>('items');
  ['Pear', 'apple', 'Mango', 'banana', 'Cherry'].forEach((name, i) =>
    c.insert({ name, group: i % 2 ? 'b' : 'a', score: i === 2 ? null : i * 10, done: i < 2 }),
  );
  return c;
}

describe('MemCollection', () => {
  it('keeps sorted orders and indexes correct across insert, update and remove', () => {
    const c = make();
    expect(c.sortedBy('name').map((r) => r.name)).toEqual(['apple', 'banana', 'Cherry', 'Mango', 'Pear']);
    expect(c.sortedBy('score').map((r) => r.score)).toEqual([null, 0, 10, 30, 40]);
    expect(c.where('group', 'b').map((r) => r.name)).toEqual(['apple', 'banana']);
    c.insert({ name: 'Avocado', group: 'b', score: 5, done: false });
    c.update(1, { name: 'Zucchini', group: 'b' });
    c.remove(4);
    expect(c.sortedBy('name').map((r) => r.name)).toEqual(['apple', 'Avocado', 'Cherry', 'Mango', 'Zucchini']);
    expect(c.sortedBy('score').map((r) => r.score)).toEqual([null, 0, 5, 10, 40]);
    expect(c.where('group', 'b').map((r) => r.name)).toEqual(['Zucchini', 'apple', 'Avocado']);
    expect(c.all().map((r) => r.id)).toEqual([1, 2, 3, 5, 6]);
    expect(c.byId(4)).toBeUndefined();
    expect(c.insert({ name: 'Next', group: 'a', score: 1, done: false }).id).toBe(7);
  });
});

describe('listEnvelope', () => {
  it('filters, searches, sorts and pages; a collection and a plain array agree', () => {
    const c = make();
    const q = { group: 'a', sortBy: 'name', sortOrder: 'desc', limit: '2', page: '1' };
    const fromCollection = listEnvelope(c, q, spec);
    const fromArray = listEnvelope([...c.all()], q, spec);
    expect(fromCollection.data.map((r) => r.name)).toEqual(['Pear', 'Mango']);
    expect(fromArray.data).toEqual(fromCollection.data);
    expect(fromCollection).toMatchObject({ total: 3, page: 1, limit: 2, totalPages: 2, sortBy: 'name', sortOrder: 'desc' });
    expect(listEnvelope(c, { search: 'AN' }, spec).data.map((r) => r.name)).toEqual(['banana', 'Mango']);
    expect(listEnvelope(c, { done: 'yes' }, spec).total).toBe(0);
    expect(listEnvelope(c, { group: 'z' }, spec).total).toBe(0);
    expect(listEnvelope(c, { group: '', search: ' ' }, spec).total).toBe(5);
    expect(listEnvelope(c, { ids: '2,4,99' }, spec).data.map((r) => r.id)).toEqual([2, 4]);
  });

  it('sees writes immediately (match caches follow the collection version)', () => {
    const c = make();
    expect(listEnvelope(c, { group: 'a' }, spec).total).toBe(3);
    c.update(2, { group: 'a' });
    expect(listEnvelope(c, { group: 'a' }, spec).total).toBe(4);
    c.update(2, { name: 'Blueberry' });
    expect(listEnvelope(c, { search: 'blue' }, spec).data.map((r) => r.name)).toEqual(['Blueberry']);
    const many = new MemCollection<Item>('many');
    for (let i = 0; i < 700; i++) many.insert({ name: `item ${i}`, group: 'a', score: i, done: false });
    expect(listEnvelope(many, { search: 'item 69' }, spec).total).toBe(11);
    many.insert({ name: 'late item 69x', group: 'a', score: 1, done: false });
    many.remove(70);
    expect(listEnvelope(many, { search: 'item 69' }, spec).total).toBe(11);
    expect(listEnvelope(many, { search: '69x' }, spec).data.map((r) => r.name)).toEqual(['late item 69x']);

  });

  it('clamps page and limit', () => {
    const c = make();
    expect(listEnvelope(c, { page: '-1', limit: '5000' }, spec)).toMatchObject({ page: 1, limit: 1000 });
    expect(listEnvelope(c, { page: 'x', limit: '0' }, spec)).toMatchObject({ page: 1, limit: 1 });
  });
});
