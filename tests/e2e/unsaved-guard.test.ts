/**
 * A dirty form dialog asks before the admin leaves it (issue 14 §1): the browser's Back (react-router's blocker,
 * App.tsx's data router), Escape and the close button; 'Keep Editing' stays with the typed values, 'Discard' leaves.
 * Saving leaves without asking. (The menu, the header search and the user menu sit behind the modal dialog, so no
 * click reaches them while a form is open.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startE2E, type E2E } from './harness';

const QUESTION = 'You have unsaved changes. Are you sure you want to close without saving?';

let env: E2E;
let page: Page;
beforeAll(async () => {
  env = await startE2E();
  page = await env.newPage();
  await env.login(page, { remember: true });
});
afterAll(async () => env?.close());

const formDialog = () => page.getByRole('dialog').filter({ hasText: 'Add User' });
const question = () => page.getByRole('dialog').filter({ hasText: QUESTION });

async function openDirtyCreate() {
  await page.goto(`${env.baseUrl}/users`);
  await page.getByRole('button', { name: 'Add User' }).click();
  await formDialog().getByLabel(/^first name/i).fill('Half-typed');
}

describe('unsaved changes', () => {
  it("asks on the browser's Back; Keep Editing keeps the values, Discard goes back", async () => {
    await openDirtyCreate();
    await page.goBack();
    await question().waitFor();
    await question().getByRole('button', { name: 'Keep Editing' }).click();
    await question().waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/users/create');
    expect(await formDialog().getByLabel(/^first name/i).inputValue()).toBe('Half-typed');
    await page.goBack();
    await question().getByRole('button', { name: 'Discard' }).click();
    await formDialog().waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/users');
  });

  it('asks on Escape and on the close button, as before', async () => {
    await openDirtyCreate();
    await page.keyboard.press('Escape');
    await question().getByRole('button', { name: 'Keep Editing' }).click();
    await formDialog().getByRole('button', { name: 'Close' }).click();
    await question().getByRole('button', { name: 'Discard' }).click();
    await formDialog().waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/users');
  });

  it('leaves without asking after a save', async () => {
    await openDirtyCreate();
    await formDialog().getByLabel(/^last name/i).fill('Guarded');
    await formDialog().getByLabel(/^email/i).fill('guard.test@example.com');
    await formDialog().getByLabel(/^password/i).fill('secret123');
    await formDialog().getByRole('button', { name: /save/i }).click();
    await formDialog().waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/users');
    expect(await question().count()).toBe(0);
  });
});
