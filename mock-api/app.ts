/**
 * The fixture API (everything under /api) and, with `distDir`, the built admin.
 * Each app owns its store, keys and data file: several can live in one process.
 *
 * json-server 0.17.4 supplies the app (`jsonServer.create()`); uploaded images are
 * served by express.static (json-server's defaults() would add, under
 * NODE_ENV=development, an error handler that shows stacks). Its lowdb router is not
 * used: its linear scans and delete sweep cannot meet the API_SCALE=1000 target,
 * so every resource is an explicit route over the indexed store (db.ts).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import express, { type Express, type RequestHandler, type Router } from 'express';
import jsonServer from 'json-server';
import { authGuard } from './auth/guard';
import { Tokens } from './auth/tokens';
import { createStore, type AppStore } from './db';
import type { CoreContext } from './http/context';
import { errorHandler, notFoundRoute } from './http/errors';
import { hardening, noStore, securityHeaders } from './http/hardening';
import { jsonBody } from './http/json-body';
import { allowedHosts, hostAllowlist } from './http/hosts';
import { DEFAULT_LIMITS, Guards, limitsFromEnv, type Limits } from './http/throttle';
import { serveApp } from './http/serve-app';
import { guardKnownRoutes } from './http/route-guard';
import { answerWhenDurable } from './journal-middleware';
import { migrate, SCHEMA } from './migrate';
import { registerAdminAuthRoutes, registerPublicAuthRoutes, registerSessionRoutes } from './routes/auth';
import { registerBootcampRoutes } from './routes/bootcamps';
import { registerBusinessRoutes } from './routes/businesses';
import { registerDashboardRoutes } from './routes/dashboard';
import { registerDependentRoutes } from './routes/dependents';
import { registerDevRoutes } from './routes/dev';
import { registerEducationRoutes } from './routes/education';
import { registerMessageRoutes } from './routes/messages';
import { registerOpportunityRoutes } from './routes/opportunities';
import { registerSubscriptionRoutes } from './routes/subscriptions';
import { registerUserRoutes } from './routes/users';
import { seedAll } from './seed';
import { UPLOADS_URL, uploadsDir, uploadsHeaders } from './uploads';

export interface AppOptions {
  dbFile: string;
  /** Multiplies every seeded count (only used when the data file is created). */
  scale?: number;
  /** Access-token lifetime in seconds (default 900). */
  accessTtl?: number;
  /** The clock tokens are issued and checked by (default Date.now): tests move it instead of waiting. */
  clock?: () => number;
  /** Built admin to serve beside /api (index.html for every other path). */
  distDir?: string;
  /** Print dev mails to the console (default: on, except under vitest). */
  log?: boolean;
  /** Throttles of guessing (http/throttle.ts); default DEFAULT_LIMITS, then API_LIMITS. */
  limits?: Partial<Limits>;
  /** Host names answered beside the local ones (default: HOST and API_ALLOWED_HOSTS, see http/hosts.ts). */
  hosts?: readonly string[];
  /** Production mode (default: NODE_ENV=production): no reset code printed or kept in clear, no dev outbox. */
  production?: boolean;
  /** The dev outbox of reset codes at /api/dev/outbox (default: API_DEV_OUTBOX=1; never in production). */
  devOutbox?: boolean;
}

/** Seeded counts multiply by a whole scale of at least 1 (API_SCALE=0.5 seeds the scale-1 data, demo accounts included). */
export const seedScale = (scale: number): number => (Number.isFinite(scale) ? Math.max(1, Math.floor(scale)) : 1);

/** OPTIONS is not part of the API (same origin, no CORS): a JSON 404 instead of Express's automatic text answer. */
const noOptions: RequestHandler = (req, res, next) => (req.method === 'OPTIONS' ? notFoundRoute(req, res, next) : next());

/** Collections from this many rows get their sorted orders at start (a sort of fewer takes well under 100 ms). */
export const PREPARE_ORDERS_ABOVE = 5000;

/** Opens (or creates and seeds) the data file; an older one is migrated to the current schema (migrate.ts). */
export async function openStore(dbFile: string, scale = 1): Promise<AppStore> {
  const store = await createStore(dbFile);
  if (!store.loaded) {
    scale = seedScale(scale);
    await seedAll(store, scale);
    store.meta = { ...store.meta, schema: SCHEMA, scale, seededAt: new Date().toISOString(), jwtSecret: randomBytes(32).toString('base64url') };
    await store.flush();
  } else await migrate(store);
  // a first sort of a big collection would block every request for seconds (API_SCALE=1000): done before listening
  store.prepareOrders(PREPARE_ORDERS_ABOVE);
  return store;
}

/** Every admin-only route (behind the admin guard); tests walk its route list (http/route-guard.ts). */
export function buildAdminRouter(ctx: CoreContext): Router {
  const admin = express.Router();
  registerAdminAuthRoutes(admin, ctx);
  registerDependentRoutes(admin, ctx);
  registerUserRoutes(admin, ctx);
  registerBusinessRoutes(admin, ctx);
  registerMessageRoutes(admin, ctx);
  registerSubscriptionRoutes(admin, ctx);
  registerDashboardRoutes(admin, ctx);
  registerEducationRoutes(admin, ctx);
  registerBootcampRoutes(admin, ctx);
  registerOpportunityRoutes(admin, ctx);
  return admin;
}

/** The API router (paths relative to /api). */
export function buildApi(store: AppStore, opts: Pick<AppOptions, 'accessTtl' | 'clock' | 'log' | 'limits' | 'production' | 'devOutbox'> = {}): Router {
  const tokens = new Tokens(store, opts.accessTtl ?? 900, opts.clock);
  const limits: Limits = { ...DEFAULT_LIMITS, ...limitsFromEnv(process.env.API_LIMITS), ...opts.limits };
  const ctx: CoreContext = {
    store,
    tokens,
    uploadsUrl: UPLOADS_URL,
    log: opts.log ?? !process.env.VITEST,
    guards: new Guards(limits),
    production: opts.production ?? process.env.NODE_ENV === 'production',
    devOutbox: opts.devOutbox ?? process.env.API_DEV_OUTBOX === '1',
  };
  const api = express.Router();
  api.use(answerWhenDurable(store));
  api.use(noOptions);
  api.use(hardening);
  // express.static, not json-server's defaults(): with NODE_ENV=development those add `errorhandler`, whose
  // answers carry the stack and file paths.
  api.use('/uploads', uploadsHeaders, express.static(uploadsDir(store.dataDir), { index: false, dotfiles: 'deny', redirect: false, setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache') }));
  api.use(['/auth', '/dev'], noStore);
  // The token is checked before the body is read: a request without one never gets its body parsed.
  api.use(['/auth/profile', '/auth/logout', '/auth/logout-all'], authGuard(store, tokens, { admin: false }));
  const admin = buildAdminRouter(ctx);
  api.use(guardKnownRoutes(admin, authGuard(store, tokens, { admin: true })));
  api.use(jsonBody);

  registerPublicAuthRoutes(api, ctx);
  registerDevRoutes(api, ctx);
  registerSessionRoutes(api, ctx);
  api.use(admin);

  api.use(notFoundRoute);
  api.use(errorHandler);
  return api;
}

function baseApp(store: AppStore, hosts: readonly string[]): Express {
  const app = jsonServer.create();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('json spaces', 0);
  app.locals.store = store;
  app.use(hostAllowlist(hosts));
  app.use(securityHeaders);
  return app;
}

/** The store behind an app made here (to flush it, e.g. before a restart). */
export const storeOf = (app: Express): AppStore => app.locals.store as AppStore;

/** Writes pending changes of an app's data file. */
export const closeApp = (app: Express): Promise<void> => storeOf(app).close();

export async function createApp(opts: AppOptions): Promise<Express> {
  const store = await openStore(opts.dbFile, opts.scale ?? 1);
  const app = baseApp(store, [...allowedHosts(), ...(opts.hosts ?? [])]);
  app.use('/api', buildApi(store, opts));
  if (opts.distDir) serveApp(app, opts.distDir);
  app.use(notFoundRoute);
  app.use(errorHandler);
  return app;
}

export interface EnvOptions {
  port: number;
  dbFile: string;
  scale: number;
  accessTtl: number;
}

const positive = (raw: string | undefined, fallback: number) => {
  const n = Number(raw);
  return raw && Number.isFinite(n) && n > 0 ? n : fallback;
};

export function envOptions(env: NodeJS.ProcessEnv = process.env): EnvOptions {
  return {
    port: positive(env.PORT, 4000),
    dbFile: path.resolve(env.API_DB_FILE || 'mock-api/.data/db.json'),
    scale: seedScale(positive(env.API_SCALE, 1)),
    accessTtl: Math.floor(positive(env.API_ACCESS_TTL, 900)),
  };
}

/** For Vite (dev and preview): the API as an app whose routes are relative, to mount at /api. */
export async function createApiFromEnv(): Promise<Express> {
  const env = envOptions();
  // Vite restarts its server in the same process (a config change): the store already open on the file serves on.
  const open = ((globalThis as { fixtureStores?: Map<string, Promise<AppStore>> }).fixtureStores ??= new Map());
  if (!open.has(env.dbFile)) open.set(env.dbFile, openStore(env.dbFile, env.scale));
  const store = await open.get(env.dbFile)!;
  const app = baseApp(store, allowedHosts());
  app.use(buildApi(store, { accessTtl: env.accessTtl }));
  const flush = () => void store.flush().finally(() => process.exit(0));
  process.once('SIGINT', flush);
  process.once('SIGTERM', flush);
  return app;
}
