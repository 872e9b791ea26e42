/**
 * One rule for image addresses (IMAGE_URL_PATTERN): an absolute http(s) URL or a root-relative path
 * with exactly one leading '/', no backslash and no whitespace or control character (browsers drop tabs and
 * newlines, so '/<tab>/evil.example' would load from evil.example). Bootcamp and opportunity covers and profile
 * pictures all use it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiHandle } from './harness';

let api: ApiHandle;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const HOSTILE = ['/\\evil.example/x.png', '//evil.example/x.png', '/\t/evil.example/x.png', '/\n/evil.example/x.png', '\\\\evil.example\\x.png', 'javascript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', '/', 'x.png'];
const GOOD = ['/api/uploads/seed-cover-3.svg', 'https://cdn.example.org/a.png', 'http://images.example.ug/x.jpg?size=2'];

describe('image addresses', () => {
  it('bootcamp and opportunity covers refuse cross-site and script addresses, and keep good ones', async () => {
    for (const path of ['/bootcamps/1', '/opportunities/1']) {
      for (const imageUrl of HOSTILE) {
        const res = await api.call('PATCH', path, { as: 'admin', body: { imageUrl } });
        expect(res.status, `${path} ${JSON.stringify(imageUrl)}`).toBe(400);
      }
      for (const imageUrl of GOOD) {
        const res = await api.call('PATCH', path, { as: 'admin', body: { imageUrl } });
        expect(res.status, `${path} ${imageUrl}`).toBe(200);
        expect(res.body.data.imageUrl).toBe(imageUrl);
      }
    }
  });

  it('profile pictures follow the same rule (the seeded avatars are root-relative paths)', async () => {
    for (const profilePicture of HOSTILE) {
      const res = await api.call('PATCH', '/users/5', { as: 'admin', body: { profilePicture } });
      expect(res.status, JSON.stringify(profilePicture)).toBe(400);
    }
    for (const profilePicture of GOOD) {
      const res = await api.call('PATCH', '/users/5', { as: 'admin', body: { profilePicture } });
      expect(res.status, profilePicture).toBe(200);
      expect(res.body.profilePicture).toBe(profilePicture);
    }
  });
});
