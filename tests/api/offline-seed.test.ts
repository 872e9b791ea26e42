/**
 * The seed works offline and sends no browser elsewhere: every image field of every collection is null, a local
 * /api/uploads file or (business logos) a data:image/png URL; no value names a known image host. The seeded files
 * are served with an image type and a CSP that runs nothing, stay a bounded set, and are the same on every run.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COVER_POOL, SeedImages, contrastRatio } from '../../mock-api/seed/images';
import { sniffImage } from '../../mock-api/uploads';
import { isValidLogo } from '../../src/domain/logo';
import { startApi, type ApiHandle } from './harness';

const IMAGE_FIELD = /avatar|picture|photo|logo|image|thumbnail|cover|icon|banner/i;
const IMAGE_HOSTS = /pravatar|picsum|unsplash|placehold|placeimg|gravatar|ui-avatars|dicebear|robohash|loremflickr|ytimg|img\.youtube/i;
const LOCAL_UPLOAD = /^\/api\/uploads\/seed-[\w-]+\.svg$/;

let api: ApiHandle;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

type Found = { collection: string; key: string; value: string };
/** Every string in the data file with the collection and the key it sits under. */
function strings(data: Record<string, unknown>): Found[] {
  const out: Found[] = [];
  const walk = (collection: string, key: string, v: unknown) => {
    if (typeof v === 'string') out.push({ collection, key, value: v });
    else if (Array.isArray(v)) v.forEach((x) => walk(collection, key, x));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(collection, k, x);
  };
  for (const [name, rows] of Object.entries(data)) if (!name.startsWith('_')) walk(name, name, rows);
  return out;
}

const uploads = () => path.join(path.dirname(api.dbFile), 'uploads');
const seeded = () => JSON.parse(readFileSync(api.dbFile, 'utf8')) as Record<string, unknown>;

describe('seeded images', () => {
  it('no value names an image host; image fields are null, a seeded upload or a data:image/png logo', () => {
    const all = strings(seeded());
    expect(all.filter((s) => IMAGE_HOSTS.test(s.value))).toEqual([]);
    const images = all.filter((s) => IMAGE_FIELD.test(s.key));
    const bad = images.filter(({ key, value }) => !LOCAL_UPLOAD.test(value) && !(key === 'logo' && value.startsWith('data:image/png;base64,')));
    expect(bad).toEqual([]);
    const fields = new Set(images.map((s) => `${s.collection}.${s.key}`));
    expect([...fields].sort()).toEqual(['bootcamps.imageUrl', 'businesses.logo', 'opportunities.imageUrl', 'users.profilePicture']);
  });

  it('every referenced file exists; business logos are real PNGs the logo rule accepts', () => {
    const all = strings(seeded());
    const files = new Set(readdirSync(uploads()));
    const urls = new Set(all.filter((s) => LOCAL_UPLOAD.test(s.value)).map((s) => s.value));
    expect([...urls].filter((url) => !files.has(path.basename(url)))).toEqual([]);
    const logos = all.filter((s) => s.key === 'logo');
    expect(logos.length).toBeGreaterThan(0);
    for (const { value } of logos) {
      expect(isValidLogo(value)).toBe(true);
      expect(sniffImage(Buffer.from(value.split(',')[1], 'base64'))).toBe('png');
    }
  });

  it('are served from the running API as images that run nothing, even opened directly', async () => {
    const users = (await api.call('GET', '/users?limit=20', { as: 'admin' })).body.data as { profilePicture: string | null }[];
    const avatar = users.find((u) => u.profilePicture)!.profilePicture!;
    const cover = (await api.call('GET', '/bootcamps?limit=1', { as: 'admin' })).body.data[0].imageUrl as string;
    for (const url of [avatar, cover]) {
      const res = await fetch(`${api.origin}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const text = await res.text();
      expect(text).toMatch(/^<svg /);
      expect(text).not.toMatch(/<script|on\w+=|href=/i);
    }
  });

  it('avatars put their initials in a colour with at least 4.5:1 contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    const avatars = readdirSync(uploads()).filter((f) => f.startsWith('seed-avatar-'));
    expect(avatars.length).toBeGreaterThan(10);
    for (const name of avatars) {
      const svg = readFileSync(path.join(uploads(), name), 'utf8');
      const [, background] = /<rect [^>]*fill="(#[0-9a-f]{6})"/.exec(svg)!;
      const [, text, letters] = /<text [^>]*fill="(#[0-9a-f]{6})">([A-Z]{1,2})<\/text>/.exec(svg)!;
      expect(name).toContain(`-${letters}-`);
      expect(contrastRatio(background, text)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('stay a bounded set at any scale: one avatar per initials and colour, a pool of covers', () => {
    const images = new SeedImages();
    const names = new Set<string>();
    for (let i = 0; i < 20_000; i++) {
      names.add(images.avatar(`${String.fromCharCode(65 + (i % 26))}person${i} ${String.fromCharCode(65 + ((i * 7) % 26))}family`));
      names.add(images.cover(i));
    }
    expect(names.size).toBeLessThanOrEqual(26 * 26 * 12 + COVER_POOL);
  });

  it('refuses an SVG uploaded by a client, and keeps a seeded cover when one record stops using it', async () => {
    const form = new FormData();
    form.append('title', 'Bootcamp With An SVG');
    form.append('image', new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/svg+xml' }), 'x.svg');
    const svg = await api.call('POST', '/bootcamps', { as: 'admin', body: form });
    expect(svg).toMatchObject({ status: 400, body: { message: expect.stringContaining('Invalid File') } });
    const camp = (await api.call('GET', '/bootcamps?limit=1', { as: 'admin' })).body.data[0];
    expect(camp.imageUrl).toMatch(LOCAL_UPLOAD);
    expect((await api.call('PATCH', `/bootcamps/${camp.id}`, { as: 'admin', body: { imageUrl: null } })).body.data.imageUrl).toBeNull();
    // a seeded cover must stay: nothing to wait for but the time a removal would take
    await new Promise((r) => setTimeout(r, 100));
    expect((await fetch(`${api.origin}${camp.imageUrl}`)).status).toBe(200);
  });
});

describe('seeding with API_SEED_DATE', () => {
  it('writes the same image files every time', async () => {
    process.env.API_SEED_DATE = '2026-03-01T00:00:00.000Z';
    const runs = [await startApi(), await startApi()];
    try {
      const [a, b] = runs.map((run) => {
        const dir = path.join(path.dirname(run.dbFile), 'uploads');
        return readdirSync(dir).sort().map((f) => `${f} ${readFileSync(path.join(dir, f), 'utf8')}`);
      });
      expect(a.length).toBeGreaterThan(0);
      expect(a).toEqual(b);
    } finally {
      delete process.env.API_SEED_DATE;
      await Promise.all(runs.map((run) => run.close()));
    }
  });
});
