/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/**
 * Mounts the fixture API (mock-api/) at /api inside Vite's own server, for both
 * `vite` (dev) and `vite preview`: one port, no proxy, no CORS. The dev server prints the demo accounts.
 */
function fixtureApi(): Plugin {
  const mount = async (attach: (path: string, handler: unknown) => void) => {
    // Loaded at run time through tsx (not bundled into the config), so the API's TypeScript
    // runs exactly as under `npm run api`.
    const { tsImport } = await import('tsx/esm/api');
    const { createApiFromEnv } = (await tsImport('./mock-api/app.ts', import.meta.url)) as typeof import('./mock-api/app');
    attach('/api', await createApiFromEnv());
  };
  const printAccounts = async () => {
    const { tsImport } = await import('tsx/esm/api');
    const { DEMO_ACCOUNTS } = (await tsImport('./mock-api/seed/users.ts', import.meta.url)) as typeof import('./mock-api/seed/users');
    const lines = DEMO_ACCOUNTS.map((d) => `  ${d.role.padEnd(5)}  ${d.email} / ${d.password}`);
    process.stdout.write(`  Demo accounts:\n${lines.join('\n')}\n`);
  };
  return {
    name: 'fixture-api',
    async configureServer(server) {
      // the dev server lists reset codes at /api/dev/outbox (API_DEV_OUTBOX=0 turns it off)
      process.env.API_DEV_OUTBOX ??= '1';
      await mount((path, handler) => server.middlewares.use(path, handler as never));
      server.httpServer?.once('listening', () => setTimeout(() => void printAccounts(), 0));
    },
    async configurePreviewServer(server) {
      await mount((path, handler) => server.middlewares.use(path, handler as never));
    },
  };
}

/**
 * The boot script (src/boot.ts) as an entry of its own, placed first in index.html: it is small, runs before
 * the main bundle has loaded, and starts the route's data and chunks (see there).
 */
function bootEntry(): Plugin {
  const source = 'src/boot.ts';
  let base = '/';
  return {
    name: 'boot-entry',
    config: () => ({ build: { rolldownOptions: { input: { index: 'index.html', boot: source } } } }),
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = new Map(Object.values(ctx.bundle ?? {}).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
        const boot = [...chunks.values()].find((c) => c.isEntry && c.name === 'boot');
        if (!boot) return [{ tag: 'script', attrs: { type: 'module', src: `/${source}` }, injectTo: 'head-prepend' }];
        // The boot chunk's own imports load with it, not after it has been parsed.
        const imports = new Set<string>();
        const walk = (fileName: string) =>
          chunks.get(fileName)?.imports.forEach((name) => !imports.has(name) && (imports.add(name), walk(name)));
        walk(boot.fileName);
        return [
          { tag: 'script', attrs: { type: 'module', crossorigin: true, src: `${base}${boot.fileName}` }, injectTo: 'head-prepend' },
          ...[...imports].map((name) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${name}` },
            injectTo: 'head-prepend' as const,
          })),
        ];
      },
    },
  };
}

/** The chart library and the packages only it brings (gestures, its d3 copy, selectors): the dashboard's charts alone load them. */
export const CHART_LIBRARIES =
  /node_modules[\\/](@mui[\\/]x-charts|@mui[\\/]x-charts-vendor|@mui[\\/]x-internal-gestures|d3-[\w-]+|flatqueue|bezier-easing)[\\/]/;
/** Shared by the charts and the date pickers only (npm ls): left to Rolldown with them. */
const X_SHARED = /node_modules[\\/](@mui[\\/]x-internals|@base-ui[\\/]utils|reselect|use-sync-external-store)[\\/]/;
const DATE_LIBRARIES = /node_modules[\\/](@mui[\\/]x-date-pickers|date-fns)[\\/]/;
/** The image drop zone (react-admin's ImageInput and its libraries: bootcamp and opportunity forms) and react-admin's French. */
const ON_DEMAND_LIBRARIES =
  /node_modules[\\/](react-dropzone|file-selector|attr-accept|ra-language-french|ra-ui-materialui[\\/]dist[\\/]input[\\/](File|Image)Input)/;
const LAZY_LIBRARIES = (id: string) =>
  CHART_LIBRARIES.test(id) || X_SHARED.test(id) || DATE_LIBRARIES.test(id) || ON_DEMAND_LIBRARIES.test(id);
const APP_SOURCES = /[\\/]src[\\/]/;
/**
 * The kit: the app's modules outside the shell (src/layout), the messages (src/i18n) and the sign-in page that two or
 * more chunks use (src/common, src/domain, the providers' types, a screen's choices its form dialogs share), but not
 * the date-time and image inputs: they bring the date pickers and the drop zone, which only their forms load.
 */
const KIT_SOURCES = (id: string) =>
  /[\\/]src[\\/](?!(layout|i18n|auth|boot|shims)[\\/])/.test(id) && !/[\\/](DateTimeInput|ImageDropInput)\.tsx$/.test(id);
/**
 * A few large chunks instead of ~70 small ones: the browser fetches at most six files at a time from one host over
 * HTTP/1.1, and a screen's chunks would queue behind each other. The boot script's graph is one file; the
 * libraries of the sign-in page (the static graph of the entries, `$initial`) are one chunk and its own modules
 * another; the charts and the date pickers stay apart (only their screens load them, in the chunks Rolldown makes for
 * them); every other library of the screens is one chunk, and the modules two chunks share (KIT_SOURCES) one more, both
 * loaded with the first screen: a cold list loads 9 JS files (docs/performance.md).
 */
const CHUNK_GROUPS = [
  // the boot script with everything it imports (its one library included): it must not wait for the vendor chunk
  { name: 'boot', test: /[\\/]src[\\/]boot\.ts$/, priority: 5 },
  { name: 'vendor', test: /node_modules/, tags: ['$initial' as const], priority: 4 },
  // the app's own modules of the sign-in page, in one file instead of a dozen small shared ones
  { name: 'app', test: APP_SOURCES, tags: ['$initial' as const], priority: 3, includeDependenciesRecursively: false },
  { name: 'screens-vendor', test: (id: string) => id.includes('node_modules') && !LAZY_LIBRARIES(id), priority: 2 },
  // the list kit, the domain rules and whatever else two chunks share, in one file loaded with the first screen
  { name: 'kit', test: KIT_SOURCES, minShareCount: 2, priority: 1, includeDependenciesRecursively: false },
];

/**
 * Writes a brotli (.br) and a gzip (.gz) copy of every built asset, so the server (mock-api/http/serve-app.ts)
 * sends them compressed without compressing on each request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const dir = path.join(outDir, 'assets');
      const files = (await readdir(dir)).filter((f) => /\.(js|css|svg|json)$/.test(f));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(path.join(dir, file));
          await writeFile(path.join(dir, `${file}.gz`), gzipSync(source, { level: 9 }));
          await writeFile(path.join(dir, `${file}.br`), brotliCompressSync(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
        }),
      );
    },
  };
}

const isTest = Boolean(process.env.VITEST);

export default defineConfig({
  plugins: [react(), ...(isTest ? [] : [bootEntry(), fixtureApi(), precompress()])],
  // node-polyglot's ES5 polyfill chain, replaced by the built-in (see the shim).
  resolve: {
    alias: [
      { find: 'object.entries', replacement: fileURLToPath(new URL('./src/shims/object-entries.cjs', import.meta.url)) },
    ],
  },
  // The dev server must never hand out the fixture API's files (its data file holds the JWT secret,
  // password hashes and OTPs); Vite's own defaults (.env, certificates) stay denied too.
  // (Not under vitest, which loads tests/ through the same server.)
  // No CORS on the dev and preview servers: the admin and /api share one origin, and Vite's default answers any
  // localhost origin (another local site at http://localhost:3000 could call the API with the admin's token).
  ...(isTest
    ? {}
    : {
        // PORT and HOST as for `npm start`
        server: {
          port: Number(process.env.PORT) || 5173,
          host: process.env.HOST || 'localhost',
          cors: false,
          fs: { deny: ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', '**/mock-api/**', '**/tests/**', '**/.ci/**'] },
        },
        preview: { cors: false },
      }),
  build: {
    // Current browsers only (about two years back): no syntax lowered for older ones, no legacy helpers.
    target: ['chrome120', 'edge120', 'firefox121', 'safari17.2'],
    chunkSizeWarningLimit: 1000,
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  test: {
    // the four projects run at once in one pool: the browser tests keep the machine busy, the other projects' files
    // fill the gaps (each browser-test worker launches one Chromium, tests/e2e/harness.ts)
    maxWorkers: 3,
    projects: [
      {
        extends: true,
        test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          // the crash-recovery and 2,000-request tests take 10-15 s at a load of 11: one bound for a busy machine
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['tests/ui/**/*.test.tsx'],
          setupFiles: ['tests/ui/setup.ts'],
          globals: true,
          // a whole screen's flow on a busy machine; setup.ts bounds each wait
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          setupFiles: ['tests/e2e/failure-report.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // what a page shows after a load or a call: long enough for a machine that is busy with other work too
          expect: { poll: { timeout: 20_000 } },
        },
      },
    ],
  },
});
