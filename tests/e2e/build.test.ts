/**
 * What the production build holds, read off dist/ (the browser tests' build): the boot script runs before the main
 * bundle, so its file must stand alone (no import of another chunk) and hold data and loaders only, no React or MUI;
 * index.html starts it first; the sign-in page's files hold no chart library.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const dist = resolve(process.env.E2E_DIST ?? 'dist');
const assets = readdirSync(join(dist, 'assets'));
const read = (file: string) => readFileSync(join(dist, 'assets', file), 'utf8');
const chunk = (name: string) => {
  const file = assets.find((f) => f.startsWith(`${name}-`) && f.endsWith('.js'));
  if (!file) throw new Error(`no ${name}-*.js in ${dist}/assets`);
  return read(file);
};
/** The static imports of a chunk (its dynamic `import(…)` calls start nothing until they run). */
const staticImports = (code: string) => [...code.matchAll(/\bimport\s*(?:[\w${},*\s]+from\s*)?["'`](\.\/[^"'`]+)["'`]/g)].map((m) => m[1]);

describe('the production build', () => {
  it('starts with the boot script, a file that imports no other chunk', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(html.indexOf('/assets/boot-')).toBeGreaterThan(-1);
    expect(html.indexOf('/assets/boot-')).toBeLessThan(html.indexOf('/assets/index-'));
    expect(staticImports(chunk('boot'))).toEqual([]);
  });

  it('keeps React, MUI and react-admin out of the boot script', () => {
    const boot = chunk('boot');
    expect(boot.length).toBeLessThan(40_000);
    for (const marker of ['react.transitional.element', 'react.fragment', 'MuiSvgIcon', 'RaList', 'emotion']) expect(boot).not.toContain(marker);
  });

  it('keeps the chart library out of the sign-in files', () => {
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const signIn = [...html.matchAll(/\/assets\/([\w-]+\.js)/g)].map((m) => m[1]);
    expect(signIn.length).toBeGreaterThan(0);
    for (const file of signIn) expect(read(file), file).not.toContain('MuiChartsAxis');
  });
});
