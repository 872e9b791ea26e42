import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_TYPES } from '../../src/domain/types';
import { startApi, type ApiHandle } from './harness';

let api: ApiHandle;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type M = { id: number; fullName: string; email: string; message: string; messageType: string; read: boolean; partnershipType: string | null };
const list = async (query: string) => (await api.call<{ success: boolean; data: M[]; total: number }>('GET', `/messages${query}`, { as: 'admin' })).body;

describe('GET /messages', () => {
  it('carries success, the envelope, all four types and more than 99 unread', async () => {
    const body = await list('?limit=150');
    expect(body).toMatchObject({ success: true, total: 150, page: 1, limit: 150, totalPages: 1 });
    expect(new Set(body.data.map((m) => m.messageType))).toEqual(new Set(MESSAGE_TYPES));
    const unread = await list('?read=false&limit=1');
    expect(unread.total).toBe(105);
    expect(unread.data).toHaveLength(1);
    expect(body.data.filter((m) => m.messageType === 'partnership').every((m) => m.partnershipType)).toBe(true);
  });

  it('filters type and read together, searches name/email/message', async () => {
    const jobs = await list('?messageType=job&read=true&limit=100');
    expect(jobs.total).toBeGreaterThan(0);
    expect(jobs.data.every((m) => m.messageType === 'job' && m.read)).toBe(true);
    const found = await list('?search=bootcamp&limit=100');
    expect(found.total).toBeGreaterThan(0);
    expect(found.data.every((m) => `${m.fullName} ${m.email} ${m.message}`.toLowerCase().includes('bootcamp'))).toBe(true);
    expect((await list('?messageType=spam')).total).toBe(0);
  });
});

describe('message actions', () => {
  it('read / unread toggle one message and move the unread count', async () => {
    const target = (await list('?read=false&limit=1')).data[0];
    const read = await api.call('PATCH', `/messages/${target.id}/read`, { as: 'admin' });
    expect(read.body).toMatchObject({ success: true, data: { id: target.id, read: true }, message: 'Message marked as read' });
    expect((await list('?read=false&limit=1')).total).toBe(104);
    const unread = await api.call('PATCH', `/messages/${target.id}/unread`, { as: 'admin' });
    expect(unread.body.data.read).toBe(false);
    expect((await list('?read=false&limit=1')).total).toBe(105);
  });

  it('mark-multiple-read counts only the ones that changed', async () => {
    const ids = (await list('?read=false&limit=3')).data.map((m) => m.id);
    const readOne = (await list('?read=true&limit=1')).data[0].id;
    const res = await api.call('POST', '/messages/mark-multiple-read', { as: 'admin', body: { ids: [...ids, readOne, 999999] } });
    expect(res.body).toMatchObject({ success: true, count: 3, message: '3 messages marked as read' });
    expect((await list('?read=false&limit=1')).total).toBe(102);
    const bad = await api.call('POST', '/messages/mark-multiple-read', { as: 'admin', body: { ids: ['1'] } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('ids must be positive whole numbers');
  });

  it('stats overview counts over all messages', async () => {
    const { body } = await api.call('GET', '/messages/stats/overview', { as: 'admin' });
    expect(body.data).toMatchObject({ total: 150, unread: 102, read: 48 });
    expect(Object.values(body.data.byType as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(150);
  });

  it('create, get, patch, delete', async () => {
    const created = await api.call('POST', '/messages', {
      as: 'admin',
      body: { fullName: 'Atim Akello', email: 'atim@example.com', message: 'We want to partner.', messageType: 'partnership', partnershipType: 'Training' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ read: false, phone: null, partnershipType: 'Training' });
    const id = created.body.data.id;
    expect((await api.call('GET', `/messages/${id}`, { as: 'admin' })).body).toMatchObject({ success: true, data: { fullName: 'Atim Akello' } });
    expect((await api.call('PATCH', `/messages/${id}`, { as: 'admin', body: { messageType: 'general' } })).body.data.messageType).toBe('general');
    const del = await api.call('DELETE', `/messages/${id}`, { as: 'admin' });
    expect(del.body).toMatchObject({ success: true, message: 'Message deleted successfully' });
    expect((await api.call('GET', `/messages/${id}`, { as: 'admin' })).status).toBe(404);
  });

  it('validates type and required fields', async () => {
    const res = await api.call('POST', '/messages', { as: 'admin', body: { fullName: 'A', email: 'x', messageType: 'spam' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Message is required');
    expect(res.body.message).toContain('Please enter a valid email address');
    expect(res.body.message).toContain('Message type must be one of: business, partnership, job, general');
  });
});
