/** API_SCALE: a fractional or tiny scale still seeds the scale-1 data with the demo accounts (never an empty file). */
import { describe, expect, it } from 'vitest';
import { envOptions, seedScale } from '../../mock-api/app';
import { startApi } from './harness';

describe('API_SCALE', () => {
  it('reads to a whole scale of at least 1', () => {
    expect(['0.5', '0.01', '1', '2.7', '1000', '0', '-3', 'abc', ''].map((v) => envOptions({ API_SCALE: v }).scale)).toEqual([1, 1, 1, 2, 1000, 1, 1, 1, 1]);
    expect([0, 0.5, Number.NaN, 3].map(seedScale)).toEqual([1, 1, 1, 3]);
  });

  it('scale 0.5 seeds the scale-1 data and both demo accounts', async () => {
    const api = await startApi({ scale: 0.5 });
    try {
      expect((await api.login('admin@example.com', 'admin123')).body.user).toMatchObject({ email: 'admin@example.com', role: 'admin' });
      expect((await api.login('user@example.com', 'user123')).body.user).toMatchObject({ email: 'user@example.com', role: 'user' });
      const totals = await Promise.all(['/users', '/messages', '/bootcamps'].map(async (p) => (await api.call('GET', `${p}?limit=1`, { as: 'admin' })).body.total));
      expect(totals).toEqual([120, 150, 12]);
    } finally {
      await api.close();
    }
  });
});
