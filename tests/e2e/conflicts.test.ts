/**
 * No lost update in Chromium: two administrators, each in a browser context of their own (own storage, own cache),
 * open the same user's edit dialog. The first saves; the second's save is refused with 'This record was changed by
 * someone else since you opened it', keeping what they typed; Overwrite then saves their form as it stands, and
 * Reload their changes shows the first's values instead.
 */
import { describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { test, type E2E } from './harness';

const CONFLICT = 'This record was changed by someone else since you opened it';

interface UserRow {
  id: number;
  email: string;
  phoneNumber: string | null;
  address: string | null;
  updatedAt: string;
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Edit User' });
const field = (page: Page, label: string) => dialog(page).getByLabel(new RegExp(`^${label}`));
/** A toast's title (toasts sit outside an open dialog, which hides them from the accessibility tree). */
const toast = (page: Page, text: string) => page.locator('.MuiAlert-root').filter({ hasText: text }).first();

/** A regular user with a phone number, and two admins' pages on its edit dialog, each in a context of its own. */
async function twoAdminsEditing(env: E2E) {
  const { data } = await env.adminGet<{ data: UserRow[] }>('/users?role=user&limit=20');
  const user = data.find((u) => u.phoneNumber && u.email !== 'user@example.com')!;
  const first = await env.adminPage(`/users/${user.id}`);
  const second = await env.adminPage(`/users/${user.id}`, { isolated: true });
  expect(second.context()).not.toBe(first.context());
  for (const page of [first, second]) await expect.poll(() => field(page, 'Phone').inputValue()).toBe(user.phoneNumber);
  return { user, first, second };
}

/** The first admin changes the phone number and saves. */
async function firstSaves(first: Page, phone: string) {
  await field(first, 'Phone').fill(phone);
  await dialog(first).getByRole('button', { name: 'Save' }).click();
  await toast(first, 'User updated successfully').waitFor();
  await dialog(first).waitFor({ state: 'detached' });
}

/** The second admin, still on the version they opened, types an address and saves: refused. */
async function secondIsRefused(second: Page, address: string) {
  await field(second, 'Address').fill(address);
  await dialog(second).getByRole('button', { name: 'Save' }).click();
  const alert = dialog(second).getByRole('alert').filter({ hasText: CONFLICT });
  await alert.waitFor();
  expect(await field(second, 'Address').inputValue()).toBe(address);
  return alert;
}

describe('two administrators editing the same record', () => {
  test("the second save is refused with the message and keeps what was typed; Overwrite saves the second's form", async ({ env }) => {
    const { user, first, second } = await twoAdminsEditing(env);
    await firstSaves(first, '+256 701 111222');
    const alert = await secondIsRefused(second, 'Plot 9, Gulu Road, Gulu');
    await env.shot(second, 'conflict-refused-1366');
    expect(await toast(second, 'Update Failed').count()).toBe(0);

    // keyboard: the notice has the focus, its buttons are the next stops
    await expect.poll(() => alert.evaluate((el) => el === document.activeElement)).toBe(true);
    await second.keyboard.press('Tab');
    await expect.poll(() => second.evaluate(() => document.activeElement?.textContent)).toBe('Reload their changes');
    await second.keyboard.press('Tab');
    await expect.poll(() => second.evaluate(() => document.activeElement?.textContent)).toBe('Overwrite');
    await second.keyboard.press('Enter');

    await toast(second, 'User updated successfully').waitFor();
    await dialog(second).waitFor({ state: 'detached' });
    const saved = await env.adminGet<UserRow>(`/users/${user.id}`);
    // the second's form as it stood: their address, and the phone number they had loaded
    expect(saved).toMatchObject({ address: 'Plot 9, Gulu Road, Gulu', phoneNumber: user.phoneNumber });
  });

  test("Reload their changes shows the first's values in the second's form", async ({ env }) => {
    const { user, first, second } = await twoAdminsEditing(env);
    await firstSaves(first, '+256 701 333444');
    const alert = await secondIsRefused(second, 'Plot 4, Jinja Road, Jinja');
    await alert.getByRole('button', { name: 'Reload their changes' }).click();

    await expect.poll(() => field(second, 'Phone').inputValue()).toBe('+256 701 333444');
    expect(await field(second, 'Address').inputValue()).toBe(user.address ?? '');
    expect(await dialog(second).getByRole('alert').count()).toBe(0);
    await env.shot(second, 'conflict-reloaded-1366');

    // a save now names their version and goes through
    await field(second, 'Address').fill('Plot 5, Jinja Road, Jinja');
    await dialog(second).getByRole('button', { name: 'Save' }).click();
    await toast(second, 'User updated successfully').waitFor();
    expect(await env.adminGet<UserRow>(`/users/${user.id}`)).toMatchObject({ phoneNumber: '+256 701 333444', address: 'Plot 5, Jinja Road, Jinja' });
  });
});
