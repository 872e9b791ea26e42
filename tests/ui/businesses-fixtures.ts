/** Businesses used by the businesses component tests. */
import type { Business } from '../../src/domain/types';

export const business = (id: number, over: Partial<Business> = {}): Business => ({
  id,
  name: `Business ${id}`,
  sector: 'Technology',
  stage: 'Growth',
  location: 'Kampala',
  founded: '2019-05-01',
  website: `https://business${id}.example.com`,
  logo: null,
  description: 'Makes things',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...over,
});

export const STATS = { total: 60, growth: 17, sectors: 7, recent: 5 };
