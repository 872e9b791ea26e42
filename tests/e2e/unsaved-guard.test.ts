/**
 * A dirty form dialog asks before the admin leaves it: the browser's Back (react-router's blocker), Escape and the
 * close button; 'Keep Editing' stays with the typed values, 'Discard' leaves. Saving leaves without asking. (The
 * menu, the header search and the user menu sit behind the modal dialog, so no click reaches them while a form is
 * open.)
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { test, type E2E } from './harness';

const QUESTION = 'You have unsaved changes. Are you sure you want to close without saving?';

const formDialog = (page: Page) => page.getByRole('dialog').filter({ hasText: 'Add User' });
const question = (page: Page) => page.getByRole('dialog').filter({ hasText: QUESTION });

/** The users list with Add User opened from it and a first name typed. */
async function openDirtyCreate(env: E2E) {
  const page = await env.adminPage('/users');
  await page.getByRole('button', { name: 'Add User' }).click();
  await formDialog(page).getByLabel(/^first name/i).fill('Half-typed');
  return page;
}

describe('unsaved changes', () => {
  test("asks on the browser's Back; Keep Editing keeps the values, Discard goes back", async ({ env }) => {
    const page = await openDirtyCreate(env);
    await page.goBack();
    await question(page).waitFor();
    await question(page).getByRole('button', { name: 'Keep Editing' }).click();
    await question(page).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/users/create');
    expect(await formDialog(page).getByLabel(/^first name/i).inputValue()).toBe('Half-typed');
    await page.goBack();
    await question(page).getByRole('button', { name: 'Discard' }).click();
    await formDialog(page).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/users');
  });

  test('asks on Escape and on the close button', async ({ env }) => {
    const page = await openDirtyCreate(env);
    await page.keyboard.press('Escape');
    await question(page).getByRole('button', { name: 'Keep Editing' }).click();
    await formDialog(page).getByRole('button', { name: 'Close' }).click();
    await question(page).getByRole('button', { name: 'Discard' }).click();
    await formDialog(page).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/users');
  });

  test('leaves without asking after a save', async ({ env }) => {
    const page = await openDirtyCreate(env);
    await formDialog(page).getByLabel(/^last name/i).fill('Guarded');
    await formDialog(page).getByLabel(/^email/i).fill('guard.test@example.com');
    await formDialog(page).getByLabel(/^password/i).fill('secret123');
    await formDialog(page).getByRole('button', { name: /save/i }).click();
    await formDialog(page).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/users');
    expect(await question(page).count()).toBe(0);
  });
});
