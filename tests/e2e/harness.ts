/**
 * The browser tests' `test`: `test(name, async ({ env }) => …)` gets an API of its own over a fresh copy of the seeded
 * data, in its worker's browser, on its worker's port (see server.ts). A suite may set the API's options:
 * `test.override({ serverOptions: { accessTtl: 2 } })`.
 */
import { cpSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from 'vitest';
import { closeApp } from '../../mock-api/app';
import { appOver, environment, startWorker, type E2E, type Worker } from './server';

export * from './server';

export interface ServerOptions {
  accessTtl?: number;
}

/** `test(name, async ({ env }) => …)`: a server of its own over fresh seeded data, in this worker's browser. */
export const test = base.extend<{ $test: { serverOptions: ServerOptions; env: E2E }; $worker: { worker: Worker } }>({
  worker: [
    async ({}, provide) => {
      const worker = await startWorker();
      await provide(worker);
      await worker.browser.close();
      await worker.server.close();
      await rm(worker.seedDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  serverOptions: {},
  env: async ({ worker, serverOptions }, provide) => {
    const dataDir = await mkdtemp(join(tmpdir(), 'admin-e2e-'));
    cpSync(worker.seedDir, dataDir, { recursive: true });
    const app = await appOver(dataDir, serverOptions);
    worker.server.use(app);
    const contexts = new Set(worker.browser.contexts());
    try {
      await provide(environment(worker.server.baseUrl, worker.browser, async () => worker.session, worker.context));
    } finally {
      await Promise.all(worker.context.pages().map((page) => page.close().catch(() => undefined)));
      await Promise.all(worker.browser.contexts().filter((c) => !contexts.has(c)).map((c) => c.close().catch(() => undefined)));
      worker.server.use(undefined);
      await closeApp(app); // let the store finish writing before its folder goes
      await rm(dataDir, { recursive: true, force: true });
    }
  },
});

