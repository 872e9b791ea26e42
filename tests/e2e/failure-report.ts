/**
 * When a browser test fails, print what the administrator would have seen on each open page: its address, the
 * open dialogs' and the toasts' texts, its last console errors and warnings, and save a screenshot
 * (tests/e2e/screenshots/failed-<test>.png). A timeout alone ("waiting for the dialog to close") does not say
 * whether a question, a validation toast or a server refusal kept it open; CI's log then does.
 */
import { afterEach } from 'vitest';
import type { Page } from 'playwright-core';
import { openPages, SCREENSHOTS } from './harness';

const SEEN = '[role="dialog"], [role="alertdialog"], [role="alert"], [role="status"], .MuiSnackbar-root';

async function describePage(page: Page, logged: string[], name: string): Promise<string> {
  const texts = await page
    .locator(SEEN)
    .evaluateAll((nodes) =>
      nodes
        .filter((n) => n.getClientRects().length > 0)
        .map((n) => `${n.getAttribute('role') ?? n.className.split(' ')[0]}: ${(n as HTMLElement).innerText.replace(/\s+/g, ' ').trim().slice(0, 400)}`),
    )
    .catch((error: Error) => [`(could not read the page: ${error.message})`]);
  const shot = `${SCREENSHOTS}/failed-${name.replace(/[^a-z0-9]+/gi, '-').slice(0, 80)}.png`;
  await page.screenshot({ path: shot }).catch(() => undefined);
  const lines = [...texts, ...logged.map((line) => `console ${line}`), `screenshot: ${shot}`];
  return [`page ${page.url()}`, ...lines.map((line) => `  ${line}`)].join('\n');
}

// afterEach, not onTestFailed: it runs while the test's pages are still open (the harness closes them after it)
afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const pages = [...openPages].filter(([page]) => !page.isClosed());
  const reports = await Promise.all(pages.map(([page, logged], i) => describePage(page, logged, `${task.name}-${i}`)));
  console.log(`Failure report for '${task.name}':\n${reports.join('\n') || '(no open page)'}`);
});
