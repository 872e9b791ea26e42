/**
 * Setup of the `ui` vitest project (jsdom): jest-dom matchers, the browser APIs jsdom lacks
 * (matchMedia, ResizeObserver, IntersectionObserver, scrollTo) and a clean localStorage/sessionStorage
 * after every test. Component tests render through tests/ui/render.tsx (`renderWithAdmin`).
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/**
 * How long findBy… and waitFor wait for what a user would see, in every component test: long enough for a machine
 * busy with other work (a test that passes waits only as long as its screen needs). Tests name no shorter wait.
 */
configure({ asyncUtilTimeout: 20_000 });

/** Default viewport width seen by `matchMedia` (tests may set `window.innerWidth` before rendering). */
const matches = (query: string): boolean => {
  const width = window.innerWidth || 1366;
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  if (min && width < Number(min[1])) return false;
  if (max && width > Number(max[1])) return false;
  if (/prefers-color-scheme:\s*dark/.test(query)) return false;
  return Boolean(min || max);
};

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class NoopObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: NoopObserver });
}
if (!('IntersectionObserver' in window)) {
  Object.defineProperty(window, 'IntersectionObserver', { writable: true, configurable: true, value: NoopObserver });
}
window.scrollTo = (() => undefined) as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.useRealTimers();
});
