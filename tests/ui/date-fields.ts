/**
 * Typing into an MUI X picker field (the kit's DateTimeInput) in jsdom, as a user does: click the field's first
 * section (the group named by the field's label, found once the lazily loaded pickers are in) and type the digits,
 * the sections moving on by themselves. The digits follow the field's format: 'MMDDYYYY' for an English date.
 *   await typeDate(user, dialog, /^Start Date/, '03012027');
 */
import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export async function typeDate(user: UserEvent, scope: HTMLElement, label: RegExp | string, digits: string): Promise<HTMLElement> {
  const group = await within(scope).findByRole('group', { name: label });
  await user.click(within(group).getAllByRole('spinbutton')[0]);
  // one key at a time, as a person types: the field settles each section before the next digit
  for (const digit of digits) await user.keyboard(digit);
  return group;
}
