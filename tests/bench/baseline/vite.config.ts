/**
 * Build of the bench's baseline app (one bundle, @vitejs/plugin-react, no extra options).
 * `npm run bench` builds it itself; by hand: `npx vite build -c tests/bench/baseline/vite.config.ts`.
 * The output goes under node_modules/.cache, which git and ESLint already ignore.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export const BASELINE_ROOT = fileURLToPath(new URL('.', import.meta.url));
export const BASELINE_DIST = fileURLToPath(new URL('../../../node_modules/.cache/bench-baseline', import.meta.url));

export default defineConfig({
  root: BASELINE_ROOT,
  plugins: [react()],
  build: { outDir: BASELINE_DIST, emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 2000 },
});
