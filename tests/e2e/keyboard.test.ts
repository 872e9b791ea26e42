/**
 * Keyboard only, in Chromium: the reset flow's link, fields and OTP boxes; a sidebar group; a filter
 * select; the user menu; a route dialog opened from a row and closed with Escape (focus goes back to the
 * button that opened it). Every control reached with Tab shows a focus ring.
 */
import { describe, expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { test } from './harness';

/** True when the focused element shows an outline (ours is 2 px solid; a native link may show Chrome's own ring). */
const showsFocusRing = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return false;
    // A checkbox's input is invisible: its ring is drawn on the visible root around it.
    const shown = el.matches('input[type=checkbox]') ? (el.parentElement as HTMLElement) : el;
    const style = getComputedStyle(shown);
    return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
  });

/** True when `locator` holds the keyboard focus. */
const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** Presses Tab until `target` has the focus (at most `max` presses), as a keyboard user would. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i <= max; i += 1) {
    if (await isFocused(target)) return;
    if (i < max) await page.keyboard.press('Tab');
  }
  const at = await page.evaluate(() => `${document.activeElement?.tagName} ${(document.activeElement as HTMLElement | null)?.innerText?.slice(0, 40)}`);
  throw new Error(`Tab never reached ${target.toString()} (focus on ${at})`);
}

describe('keyboard only', () => {
  test('walks the reset flow to the OTP boxes without a mouse', async ({ env }) => {
    const page = await env.newPage();
    await page.goto(`${env.baseUrl}/auth`);
    const forgot = page.getByRole('button', { name: 'Forgot password?' });
    await tabTo(page, forgot);
    expect(await showsFocusRing(page)).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await page.keyboard.type('admin@example.com');
    await page.keyboard.press('Enter');
    const first = page.getByRole('textbox', { name: 'Digit 1 of 6' });
    await first.waitFor();
    await tabTo(page, first);
    await page.keyboard.type('1234');
    expect(await isFocused(page.getByRole('textbox', { name: 'Digit 5 of 6' }))).toBe(true);
    await page.keyboard.press('Backspace');
    expect(await isFocused(page.getByRole('textbox', { name: 'Digit 4 of 6' }))).toBe(true);
  });

  describe('signed in', () => {
    test('stops Tab on each sidebar group header, which Space and Enter open and close', async ({ env }) => {
      const page = await env.adminPage('/users');
      const education = page.getByRole('menuitem', { name: 'Education', exact: true });
      await tabTo(page, education);
      expect(await showsFocusRing(page)).toBe(true);
      expect(await education.getAttribute('aria-expanded')).toBe('false');
      await page.keyboard.press('Space');
      await expect.poll(() => education.getAttribute('aria-expanded')).toBe('true');
      await page.getByRole('menuitem', { name: 'Levels', exact: true }).waitFor();
      await page.keyboard.press('Enter');
      await expect.poll(() => education.getAttribute('aria-expanded')).toBe('false');
      for (const group of ['Bootcamps', 'Opportunities']) await tabTo(page, page.getByRole('menuitem', { name: group }), 10);
    });

    test('chooses a filter from a select with the arrow keys', async ({ env }) => {
      const page = await env.adminPage('/users');
      await page.getByText(/Showing 1 to 10 of/).waitFor();
      const role = page.getByRole('combobox', { name: 'Role' });
      await tabTo(page, role);
      expect(await showsFocusRing(page)).toBe(true);
      await page.keyboard.press('ArrowDown');
      const admin = page.getByRole('option', { name: 'Admin' });
      await admin.waitFor();
      while (!(await isFocused(admin))) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect.poll(() => new URL(page.url()).searchParams.get('filter') ?? '').toContain('"role":"admin"');
      await expect.poll(() => page.getByRole('row').filter({ hasText: 'Admin' }).count()).toBeGreaterThan(1);
    });

    test('opens and closes the user menu, and focus returns to its button', async ({ env }) => {
      const page = await env.adminPage('/users');
      const account = page.getByRole('button', { name: /account/i });
      await tabTo(page, account);
      expect(await showsFocusRing(page)).toBe(true);
      await page.keyboard.press('Enter');
      await page.getByRole('menuitem', { name: 'Your Profile' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('menu', { name: 'Account' }).waitFor({ state: 'detached' });
      expect(await isFocused(account)).toBe(true);
    });

    test('opens a record dialog from its row and gives focus back on Escape', async ({ env }) => {
      const page = await env.adminPage('/users');
      const view = page.getByRole('row').nth(1).getByRole('button', { name: 'View' });
      await tabTo(page, view);
      expect(await showsFocusRing(page)).toBe(true);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => isFocused(view)).toBe(true);
    });

    test('selects a table row with the keyboard', async ({ env }) => {
      const page = await env.adminPage('/businesses');
      const box = page.getByRole('checkbox', { name: 'Select this row' }).first();
      await tabTo(page, box);
      expect(await showsFocusRing(page)).toBe(true);
      await page.keyboard.press('Space');
      await expect.poll(() => box.isChecked()).toBe(true);
    });
  });
});
