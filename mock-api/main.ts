/**
 * npm run api        → the API alone at http://127.0.0.1:PORT/api
 * npm start          → (--serve-app) the built admin + the API from one process; builds the admin first
 *                      (`npx vite build`) when dist/ is missing or older than its sources, and says which
 * npm run api:reset  → (--reset-only) recreate the data file from the seed and exit
 * Env: PORT (4000), API_DB_FILE (mock-api/.data/db.json), API_SCALE (1), API_ACCESS_TTL (900),
 * HOST (127.0.0.1), API_SEED_DATE (pin the seed's reference date), API_ALLOWED_HOSTS (more host names to answer,
 * comma-separated), API_LIMITS (throttles: 'name=max/seconds,…' or 'off'), NODE_ENV=production (no dev outbox).
 * See README, Security.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { closeApp, createApp, envOptions, openStore } from './app';
import { lockDataFile } from './db-lock';
import { DEMO_ACCOUNTS } from './seed';

const args = new Set(process.argv.slice(2));
const env = envOptions();
const host = process.env.HOST || '127.0.0.1';
const say = (line: string) => process.stdout.write(`${line}\n`);

async function reset(): Promise<void> {
  // not under a running server's feet: the lock is held while its file is removed
  const release = lockDataFile(env.dbFile);
  await rm(env.dbFile, { force: true }).finally(release);
  const started = Date.now();
  const store = await openStore(env.dbFile, env.scale);
  await store.close();
  say(`Seeded ${env.dbFile} (API_SCALE=${env.scale}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

/** What the build is made from: a file here newer than dist/index.html means dist/ is out of date. */
const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

/** The newest modification time under `file` (a file or a folder), in ms; 0 when it does not exist. */
function newest(file: string): number {
  if (!existsSync(file)) return 0;
  const stat = statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(file).map((name) => newest(path.join(file, name))));
}

function ensureBuild(distDir: string): void {
  const index = path.join(distDir, 'index.html');
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  const changed = Math.max(...SOURCES.map(newest));
  if (built && built >= changed) {
    say(`Serving the build in ${path.relative(process.cwd(), distDir) || distDir}/ (newer than its sources).`);
    return;
  }
  say(built ? 'The sources changed since the last build: building the admin (npx vite build)…' : 'No build yet: building the admin (npx vite build)…');
  const out = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (out.status !== 0) throw new Error('vite build failed');
}

async function serve(): Promise<void> {
  const distDir = args.has('--serve-app') ? path.resolve('dist') : undefined;
  if (distDir) ensureBuild(distDir);
  if (!existsSync(env.dbFile)) say(`Creating ${env.dbFile} from the seed (API_SCALE=${env.scale})…`);
  const app = await createApp({ dbFile: env.dbFile, scale: env.scale, accessTtl: env.accessTtl, distDir });
  const server = app.listen(env.port, host, () => {
    const base = `http://${host === '0.0.0.0' ? 'localhost' : host}:${env.port}`;
    say(distDir ? `Admin: ${base}/` : 'Fixture API only (npm start serves the admin too).');
    say(`API:   ${base}/api   data file: ${env.dbFile}`);
    if (process.env.NODE_ENV === 'production') say('Production mode: reset codes are neither printed nor kept in an outbox.');
    else if (process.env.API_DEV_OUTBOX === '1') say(`Dev outbox (password-reset codes): ${base}/api/dev/outbox`);
    else say('Password-reset codes are printed here (API_DEV_OUTBOX=1 lists them at /api/dev/outbox too).');
    if (host === '0.0.0.0' || host === '::') say('Listening on every address: only localhost names and API_ALLOWED_HOSTS are answered (421 otherwise).');
    say('Demo accounts:');
    for (const d of DEMO_ACCOUNTS) say(`  ${d.role.padEnd(5)}  ${d.email} / ${d.password}`);
  });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close();
    closeApp(app)
      .catch((err: unknown) => say(`Could not write the data file: ${String(err)}`))
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

(args.has('--reset-only') ? reset() : serve()).catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
