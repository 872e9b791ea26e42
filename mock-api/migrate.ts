/**
 * Brings a data file made by an older fixture API up to the current schema, at load (after the journal's replay),
 * and records it as `_meta.schema`. Each step is journaled like any write, then a snapshot is taken, so a crash
 * midway replays it and a finished one never runs again.
 *
 * Schema 2: one bootcamp application record. Schema 1 files keep the applicants screen's applications in
 * 'bootcamp-applicants' and the applications screen's in 'bootcamp-applications'; both become rows of
 * 'bootcamp-applications' with both sets of fields (record.ts). The applications keep their ids; the applicants get
 * new ones (the two collections' ids overlapped). And every editable record has a version: a record of an older file
 * without `updatedAt` gets its `createdAt` (else the time of the migration), so an edit of it is checked too.
 */
import type { AppStore } from './db';
import { APPLICATIONS, LEGACY_APPLICANTS, unifiedApplication } from './routes/bootcamps/record';

export const SCHEMA = 2;

function mergeBootcampApplications(store: AppStore): void {
  const applications = store.collection(APPLICATIONS);
  const legacy = store.collection(LEGACY_APPLICANTS);
  for (const row of [...applications.all()]) applications.put(unifiedApplication(row));
  for (const row of [...legacy.all()]) {
    const { id, ...rest } = row;
    applications.insert(unifiedApplication(rest));
    legacy.remove(id);
  }
  store.dropEmpty(LEGACY_APPLICANTS);
}

/** The collections whose records an edit form changes, each checked by its version (versions.ts). */
export const VERSIONED = ['users', 'businesses', 'subscriptions', 'education-levels', 'courses', 'course-units', 'quizzes', 'bootcamps', APPLICATIONS, 'opportunities', 'opportunity-applications'];

function giveVersions(store: AppStore, now: string): void {
  for (const name of VERSIONED) {
    const collection = store.collection(name);
    for (const row of [...collection.all()]) {
      if (typeof row.updatedAt === 'string' && row.updatedAt !== '') continue;
      collection.update(row.id, { updatedAt: typeof row.createdAt === 'string' && row.createdAt !== '' ? row.createdAt : now });
    }
  }
}

/** Migrates the store when its schema is older; resolves once the migrated state is on disk. */
export async function migrate(store: AppStore): Promise<void> {
  const schema = typeof store.meta.schema === 'number' ? store.meta.schema : 1;
  store.dropEmpty(LEGACY_APPLICANTS);
  if (schema >= SCHEMA) return;
  mergeBootcampApplications(store);
  giveVersions(store, new Date().toISOString());
  store.meta = { ...store.meta, schema: SCHEMA };
  await store.flush();
}
