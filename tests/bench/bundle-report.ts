/**
 * What the bench's builds are made of. The bench builds through Vite's API with one extra plugin,
 * `moduleReport`, which records each output chunk's modules and their rendered (pre-minification)
 * lengths in a JSON file. A module's gzip weight is approximated as its chunk's gzip × its share of
 * the chunk's rendered length; modules are grouped by npm package (or by src/ folder).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';

/** Chunk file name (e.g. assets/index-abc.js) → module id → rendered length. */
export type ModuleReport = Record<string, Record<string, number>>;

function moduleReport(file: string): Plugin {
  return {
    name: 'bench-module-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const report: ModuleReport = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        report[item.fileName] = Object.fromEntries(Object.entries(item.modules).map(([id, m]) => [id, m.renderedLength]));
      }
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(report));
    },
  };
}

/** `vite build` with the given config file into outDir, recording its module report. */
export async function buildWithReport(configFile: string, outDir: string, reportFile: string): Promise<void> {
  await build({
    configFile: resolve(configFile),
    logLevel: 'warn',
    build: { outDir: resolve(outDir), emptyOutDir: true },
    plugins: [moduleReport(resolve(reportFile))],
  });
}

/**
 * The report of the build in distDir, or null when the file is missing or describes another build
 * (e.g. E2E_DIST made outside the bench): every JS file of the build must be a chunk of the report.
 */
export function readReport(reportFile: string, distDir: string): ModuleReport | null {
  if (!existsSync(reportFile)) return null;
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as ModuleReport;
  return jsFiles(distDir).every((file) => file in report) ? report : null;
}

/** JS files of a build, relative to it (assets/…). */
export function jsFiles(distDir: string): string[] {
  const dir = join(distDir, 'assets');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);
}

const gzCache = new Map<string, number>();
/** Gzip size (default level) of a built file. */
export function gzipOf(distDir: string, file: string): number {
  const path = join(distDir, file);
  let size = gzCache.get(path);
  if (size === undefined) {
    size = gzipSync(readFileSync(path)).length;
    gzCache.set(path, size);
  }
  return size;
}

/** Who a module belongs to: its npm package (the innermost node_modules), or its src/ folder, or its path. */
export function ownerOf(id: string): string {
  const path = id.replace(/^\0/, '').split('?')[0];
  const nm = path.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const [scope, name] = path.slice(nm + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const rel = relative(process.cwd(), path);
  if (rel.startsWith('..') || rel === path) return path.includes('vite') || path.includes('rolldown') ? '(bundler runtime)' : path;
  const parts = rel.split(sep);
  return parts.length > 2 ? `${parts.slice(0, 2).join('/')}/` : parts.join('/');
}

export interface Share {
  name: string;
  gz: number;
}

/** Approximate gzip bytes per owner (ownerOf) and per module over the given chunks, largest first. */
export function contributors(report: ModuleReport, distDir: string, files: string[]): { owners: Share[]; modules: Share[] } {
  const owners = new Map<string, number>();
  const modules = new Map<string, number>();
  for (const file of files) {
    const mods = report[file];
    if (!mods) continue;
    const total = Object.values(mods).reduce((a, b) => a + b, 0);
    if (!total) continue;
    const gz = gzipOf(distDir, file);
    for (const [id, len] of Object.entries(mods)) {
      const share = (gz * len) / total;
      const owner = ownerOf(id);
      owners.set(owner, (owners.get(owner) ?? 0) + share);
      const name = id.includes('node_modules/') ? id.slice(id.lastIndexOf('node_modules/') + 13) : relative(process.cwd(), id.replace(/^\0/, ''));
      modules.set(name, (modules.get(name) ?? 0) + share);
    }
  }
  const sorted = (m: Map<string, number>) => [...m].map(([name, gz]) => ({ name, gz })).sort((a, b) => b.gz - a.gz);
  return { owners: sorted(owners), modules: sorted(modules) };
}
