/**
 * Upload housekeeping: malformed multipart bodies are 400s, rejected requests leave no file behind, and a
 * replaced or deleted cover image is removed from the uploads dir (unless another record still shows it), once
 * that change is on disk.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseUpload } from '../../mock-api/uploads';
import type { RouteContext } from '../../mock-api/types';
import { startApi, type ApiHandle } from './harness';

let api: ApiHandle;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const camp = {
  title: 'Beekeeping Business Bootcamp', description: 'Four weeks of honey production as a business, in Lira.',
  category: 'Agriculture', format: 'Onsite', location: 'Lira', price: 300000, maxParticipants: 25,
  startDate: day(30), endDate: day(60), applicationDeadline: day(20), duration: 4,
};
const opp = { title: 'Lira Honey Fair', description: 'Buyers meet beekeepers from the north.', date: day(15), isPaid: 'false' };

const uploads = () => path.join(path.dirname(api.dbFile), 'uploads');
const files = () => (existsSync(uploads()) ? readdirSync(uploads()).sort() : []);
const fileOf = (url: string) => path.join(uploads(), url.split('/').pop()!);
const form = (fields: Record<string, string | number>, image = true) => {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, String(v));
  if (image) fd.append('image', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'cover.png');
  return fd;
};
const send = (method: string, url: string, fields: Record<string, string | number>, image = true) => api.call(method, url, { as: 'admin', body: form(fields, image) });

describe('malformed multipart', () => {
  it.each([
    ['a body cut short', '--XYZ\r\nContent-Disposition: form-data; name="title"\r\n\r\nHalf'],
    ['a part without headers', '--XYZ\r\n\r\n\r\n--XYZ--\r\n'],
    ['garbage after the boundary', '--XYZ\r\nnot a header line at all\r\n\r\nx\r\n--XYZ--'],
  ])('%s → 400 {message}, no 500', async (_name, raw) => {
    for (const url of ['/bootcamps', '/opportunities']) {
      const res = await api.call('POST', url, { as: 'admin', body: raw, headers: { 'content-type': 'multipart/form-data; boundary=XYZ' } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Validation failed: malformed multipart body' });
    }
  });

  it('a multipart content type without a boundary → 400', async () => {
    const res = await api.call('PATCH', '/bootcamps/1', { as: 'admin', body: 'x', headers: { 'content-type': 'multipart/form-data' } });
    expect(res).toMatchObject({ status: 400, body: { message: 'Validation failed: malformed multipart body' } });
  });
});

describe('files of rejected requests', () => {
  it('keeps nothing when a create or update with an image is refused (400, 409, 404)', async () => {
    const before = files();
    const invalid = await send('POST', '/bootcamps', { ...camp, title: 'No' });
    expect(invalid).toMatchObject({ status: 400, body: { message: 'Validation failed: Title must be at least 3 characters' } });
    const badDate = await send('POST', '/opportunities', { ...opp, date: 'hello 5' });
    expect(badDate.status).toBe(400);
    const seeded = (await api.call('GET', '/opportunities?limit=1', { as: 'admin' })).body.data[0];
    const duplicate = await send('POST', '/opportunities', { ...opp, title: seeded.title });
    expect(duplicate).toMatchObject({ status: 409, body: { message: 'An opportunity with this title already exists' } });
    const missing = await send('PATCH', '/bootcamps/99999', { title: 'Nowhere Bootcamp' });
    expect(missing).toMatchObject({ status: 404, body: { message: 'Bootcamp not found' } });
    await expect.poll(files).toEqual(before);
  });
});

describe('replaced and deleted images', () => {
  it('a bootcamp cover replaced by a new upload, then the bootcamp deleted: both files go', async () => {
    const created = await send('POST', '/bootcamps', camp);
    expect(created.status).toBe(201);
    const first = created.body.data.imageUrl as string;
    expect(existsSync(fileOf(first))).toBe(true);
    const replaced = await send('PATCH', `/bootcamps/${created.body.data.id}`, { title: 'Beekeeping Bootcamp II' });
    const second = replaced.body.data.imageUrl as string;
    expect(second).not.toBe(first);
    await expect.poll(() => [existsSync(fileOf(first)), existsSync(fileOf(second))]).toEqual([false, true]);
    expect((await api.call('DELETE', `/bootcamps/${created.body.data.id}`, { as: 'admin' })).status).toBe(200);
    await expect.poll(() => existsSync(fileOf(second))).toBe(false);
  });

  it('an opportunity image replaced by an outside URL is removed; a file another record still shows is kept', async () => {
    const created = await send('POST', '/opportunities', opp);
    const url = created.body.data.imageUrl as string;
    const copy = await api.call('POST', '/bootcamps', { as: 'admin', body: { ...camp, title: 'Bootcamp Sharing A Cover', imageUrl: url } });
    expect(copy.body.data.imageUrl).toBe(url);
    const edited = await api.call('PATCH', `/opportunities/${created.body.data.id}`, { as: 'admin', body: { imageUrl: 'https://example.com/poster.png' } });
    expect(edited.body.data.imageUrl).toBe('https://example.com/poster.png');
    // a file that must stay: nothing to wait for but the time a removal would take
    await new Promise((r) => setTimeout(r, 100));
    expect(existsSync(fileOf(url))).toBe(true);
    await api.call('DELETE', `/bootcamps/${copy.body.data.id}`, { as: 'admin' });
    await expect.poll(() => existsSync(fileOf(url))).toBe(false);
  });

  it('never touches files outside the uploads dir', async () => {
    const outside = await api.call('POST', '/bootcamps', { as: 'admin', body: { ...camp, title: 'Bootcamp Pointing Outside', imageUrl: '/api/uploads/../db.json' } });
    expect(outside.status).toBe(201);
    await api.call('DELETE', `/bootcamps/${outside.body.data.id}`, { as: 'admin' });
    // a file that must stay: nothing to wait for but the time a removal would take
    await new Promise((r) => setTimeout(r, 100));
    expect(existsSync(api.dbFile)).toBe(true);
  });
});

describe('releaseUpload', () => {
  it('removes a dropped image only once the change that dropped it is on disk', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'release-'));
    mkdirSync(path.join(dir, 'uploads'));
    const file = path.join(dir, 'uploads', 'cover-1.png');
    writeFileSync(file, PNG);
    let durable!: () => void;
    const pending = new Promise<void>((resolve) => (durable = resolve));
    const store = { dataDir: dir, collection: () => ({ all: () => [] }), whenDurable: () => pending } as unknown as RouteContext['store'];
    releaseUpload({ store, uploadsUrl: '/api/uploads' }, '/api/uploads/cover-1.png');
    await new Promise((resolve) => setTimeout(resolve, 50)); // it must stay while the change is not on disk
    expect(existsSync(file)).toBe(true);
    durable();
    await expect.poll(() => existsSync(file)).toBe(false);
    rmSync(dir, { recursive: true, force: true });
  });
});
