/**
 * Every language whole, in Chromium against the fixture API: `<html lang>` follows the language the admin is shown
 * in (a remembered choice after a reload, a choice in the app bar's language menu), and the date pickers speak it:
 * French from date-fns and MUI X; Swahili, which neither has, with Swahili month and day names, a Monday-first week
 * and its own picker texts.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { test, type E2E } from './harness';

/** A page signed in, in a language chosen earlier (react-admin keeps it in its store). */
const inLocale = (env: E2E, locale: string, path: string) =>
  env.adminPage(path, { width: 1366, storage: { 'RaStore.locale': JSON.stringify(locale) } });

const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Opens the start date's calendar in the bootcamp form and returns the week's column headers and the month shown. */
async function openStartCalendar(page: Page, choose: RegExp) {
  const open = page.getByRole('dialog').getByRole('button', { name: choose }).first();
  await open.click();
  const calendar = page.getByRole('grid');
  await calendar.waitFor();
  const weekdays = await calendar.getByRole('columnheader').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));
  const month = await page.locator('.MuiPickersCalendarHeader-label').innerText();
  return { weekdays, month };
}

describe('<html lang>', () => {
  test('follows a remembered language after a reload, and a choice in the app bar', async ({ env }) => {
    const page = await inLocale(env, 'fr', '/users');
    await page.getByRole('heading', { name: 'Utilisateurs' }).first().waitFor();
    await expect.poll(() => lang(page)).toBe('fr');

    await page.getByRole('button', { name: 'Français' }).click();
    await page.getByRole('menuitem', { name: 'Kiswahili' }).click();
    await page.getByRole('heading', { name: 'Watumiaji' }).first().waitFor();
    await expect.poll(() => lang(page)).toBe('sw');

    await page.reload();
    await page.getByRole('heading', { name: 'Watumiaji' }).first().waitFor();
    await expect.poll(() => lang(page)).toBe('sw');

    await page.getByRole('button', { name: 'Kiswahili' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Users' }).first().waitFor();
    await expect.poll(() => lang(page)).toBe('en');
  });
});

describe('date pickers', () => {
  test('in Swahili: Swahili months and days, Monday first, Swahili texts', async ({ env }) => {
    const page = await inLocale(env, 'sw', '/bootcamps/create');
    await page.getByRole('dialog').getByRole('group', { name: /^Tarehe ya kuanza/ }).waitFor();
    expect(await lang(page)).toBe('sw');
    const { weekdays, month } = await openStartCalendar(page, /^Chagua tarehe/);
    expect(weekdays).toEqual(['Jumatatu', 'Jumanne', 'Jumatano', 'Alhamisi', 'Ijumaa', 'Jumamosi', 'Jumapili']);
    const expected = await page.evaluate(() => new Intl.DateTimeFormat('sw', { month: 'long' }).format(new Date()));
    expect(month.startsWith(expected)).toBe(true);
    await page.getByRole('button', { name: 'Mwezi ujao' }).waitFor();
    await env.shot(page, 'languages-picker-sw');
  });

  test('in French: French months and days, Monday first, French texts', async ({ env }) => {
    const page = await inLocale(env, 'fr', '/bootcamps/create');
    await page.getByRole('dialog').getByRole('group', { name: /^Date de début/ }).waitFor();
    const { weekdays, month } = await openStartCalendar(page, /^Choisir la date/);
    expect(weekdays).toEqual(['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche']);
    const expected = await page.evaluate(() => new Intl.DateTimeFormat('fr', { month: 'long' }).format(new Date()));
    expect(month.startsWith(expected)).toBe(true);
    await page.getByRole('button', { name: 'Mois suivant' }).waitFor();
    await env.shot(page, 'languages-picker-fr');
  });
});
