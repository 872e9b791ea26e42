/**
 * The kit's date input (src/common/DateTimeInput.tsx) with `dateOnly`: the stored value ↔ the picker's date (an ISO
 * date-time read by its date part, 'invalid' for an unreadable pick, null for an empty one), and the picker field
 * in a form: typed digits are stored as 'YYYY-MM-DD', a stored ISO date-time is shown by its day, the label keeps
 * its name and its ' *', a refused date shows the rule's message.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, type Validator } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import DateTimeInput, { fromDateTimeValue, toDateTimeValue } from '../../src/common/DateTimeInput';
import { renderWithAdmin } from './render';
import { typeDate } from './date-fields';

describe('date input values (dateOnly)', () => {
  it('reads a stored day, or the date part of an ISO date-time, as that local day', () => {
    expect(toDateTimeValue('2027-03-01', true)).toEqual(new Date(2027, 2, 1));
    expect(toDateTimeValue('2027-03-01T23:30:00.000Z', true)).toEqual(new Date(2027, 2, 1));
    expect(toDateTimeValue('2027-03-01T23:30:00.000Z')).toEqual(new Date('2027-03-01T23:30:00.000Z'));
  });

  it('reads empty and unreadable values as no date', () => {
    for (const value of [null, undefined, '', 'invalid', '2027-13-45', 20270301]) expect(toDateTimeValue(value, true)).toBeNull();
  });

  it("stores 'yyyy-MM-dd' for a day, 'invalid' for an unreadable pick, null for an empty one", () => {
    expect(fromDateTimeValue(new Date(2027, 2, 1, 15, 45), true)).toBe('2027-03-01');
    expect(fromDateTimeValue(new Date(Number.NaN), true)).toBe('invalid');
    expect(fromDateTimeValue(null, true)).toBeNull();
    // the date-time input keeps storing ISO date-times
    expect(fromDateTimeValue(new Date('2027-03-01T09:00:00.000Z'))).toBe('2027-03-01T09:00:00.000Z');
    expect(fromDateTimeValue(new Date(Number.NaN))).toBe('invalid');
  });
});

function renderInput(defaultValues: Record<string, unknown>, props: { validate?: Validator; isRequired?: boolean; disableFuture?: boolean } = {}) {
  const onSubmit = vi.fn();
  renderWithAdmin(
    <Form record={defaultValues} onSubmit={onSubmit}>
      <DateTimeInput source="startDate" label="resources.bootcamps.fields.startDate" dateOnly {...props} />
      <button type="submit">Submit</button>
    </Form>,
    { toaster: false },
  );
  return { onSubmit };
}

describe('date input (dateOnly) in a form', () => {
  it("stores the typed day as 'YYYY-MM-DD', with the label's name and required marker", async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderInput({}, { isRequired: true });
    const group = await typeDate(user, document.body, 'Start Date *', '03012027');
    await waitFor(() => expect(group).toHaveTextContent('03/01/2027'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ startDate: '2027-03-01' });
  });

  it('shows a stored ISO date-time by its day, and stores a day that does not exist as invalid', async () => {
    const user = userEvent.setup();
    const readable: Validator = (value) => (value === 'invalid' ? 'resources.bootcamps.validation.datesRequired' : undefined);
    const { onSubmit } = renderInput({ startDate: '2027-03-01T00:00:00.000Z' }, { validate: readable });
    const group = await screen.findByRole('group', { name: 'Start Date' });
    expect(group).toHaveTextContent('03/01/2027');
    await typeDate(user, document.body, 'Start Date', '02302027');
    await waitFor(() => expect(group).toHaveTextContent('02/30/2027'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // the rule's message, under the field
    const field = group.closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(field).findByText('Please fill in all date fields.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
