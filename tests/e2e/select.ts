/**
 * Choosing in an MUI select (react-admin's SelectInput, a filter's select), for the browser tests:
 * `await pick(page, 'Status', 'Pending')` opens the combobox named 'Status' (inside `scope`, default the page) and picks
 * the option whose visible text is exactly 'Pending' (react-admin names its empty option 'Clear value' by aria-label,
 * so options are matched by text). On a busy machine a click can land while the open list is still being placed and do
 * nothing: the option is clicked again until the list has closed.
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

export async function pick(page: Page, label: string | RegExp, option: string, scope: Locator = page.locator('body')): Promise<void> {
  const choice = page.getByRole('option').filter({ hasText: exactly(option) });
  await scope.getByRole('combobox', { name: label }).click();
  await choice.waitFor();
  await expect
    .poll(async () => {
      if (await choice.isVisible()) await choice.click({ timeout: 5_000 }).catch(() => undefined);
      return page.getByRole('listbox').count();
    })
    .toBe(0);
}
