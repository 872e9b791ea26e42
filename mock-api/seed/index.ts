/**
 * Seeds an empty store: every area with its own freshly seeded faker (so adding
 * rows to one area never shifts another), counts × API_SCALE.
 *
 * Reference date: rows are dated as offsets back (or forward) from `refDate`.
 * By default that is midnight UTC of the day the data file is created, so that
 * "signed up this week", "ongoing bootcamp" and "deadline in 3 days" are true
 * when you look at fresh data; set API_SEED_DATE (ISO date) to pin it, which
 * makes the whole file byte-for-byte reproducible. Names, texts, amounts and
 * counts never depend on the date.
 *
 * Images are made here too (images.ts, logos.ts): avatars and covers are written to
 * the uploads dir and served at /api/uploads, logos are data:image URLs; no row
 * points at an outside host.
 */
import type { Store } from '../types';
import { hashPassword } from '../auth/passwords';
import { seedBootcamps } from './bootcamps';
import { seedBusinesses } from './businesses';
import { seedEducation } from './education';
import { SeedImages } from './images';
import { createSeedFaker, type SeedFaker } from './locale';
import { seedMessages } from './messages';
import { seedOpportunities } from './opportunities';
import { seedSubscriptions } from './subscriptions';
import { DEMO_ACCOUNTS, seedUsers } from './users';
import { uploadsDir } from '../uploads';

export type SeedFn = (store: Store, f: SeedFaker, scale: number, refDate: Date, images: SeedImages) => void;
export { DEMO_ACCOUNTS };

const AREAS: [string, SeedFn][] = [
  ['users', seedUsers],
  ['businesses', seedBusinesses],
  ['messages', seedMessages],
  ['subscriptions', seedSubscriptions],
  ['education', seedEducation],
  ['bootcamps', seedBootcamps],
  ['opportunities', seedOpportunities],
];

export function seedReferenceDate(env: NodeJS.ProcessEnv = process.env): Date {
  const pinned = env.API_SEED_DATE ? new Date(env.API_SEED_DATE) : undefined;
  if (pinned && !Number.isNaN(pinned.getTime())) return pinned;
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export async function seedAll(store: Store, scale: number, refDate: Date = seedReferenceDate()): Promise<void> {
  const images = new SeedImages();
  AREAS.forEach(([, seed], i) => {
    const f = createSeedFaker(1000 + i);
    f.setDefaultRefDate(refDate);
    seed(store, f, scale, refDate, images);
  });
  await images.write(uploadsDir(store.dataDir));
  const users = store.collection<{ id: number; email: string }>('users');
  const credentials = store.collection<{ id: number; userId: number; hash: string }>('credentials');
  for (const demo of DEMO_ACCOUNTS) {
    const user = users.where('email', demo.email)[0];
    if (user) credentials.insert({ userId: user.id, hash: await hashPassword(demo.password) });
  }
}
