/**
 * DateInputSkeleton, the stand-in of a date field while its pickers load (LazyDateTimeInput): it registers the field
 * with its rules, so a save pressed meanwhile is refused for a missing date instead of sending the form without it.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, required } from 'react-admin';
import { DateInputSkeleton } from '../../src/common/DateInputSkeleton';
import { renderWithAdmin } from './render';

function renderForm(record: Record<string, unknown>, onSubmit: (values: Record<string, unknown>) => void) {
  renderWithAdmin(
    <Form record={record} onSubmit={onSubmit}>
      <DateInputSkeleton source="date" label="Event Date" validate={required('Event date is required')} />
      <button type="submit">Save</button>
    </Form>,
  );
}

describe('DateInputSkeleton', () => {
  it('refuses a save without the date while the pickers load', async () => {
    const onSubmit = vi.fn();
    renderForm({}, onSubmit);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await new Promise((resolve) => setTimeout(resolve, 50)); // a refused save: nothing to wait for
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the field it stands for: its label, required mark and helper line, disabled while the pickers load', () => {
    renderForm({}, vi.fn());
    const field = screen.getByLabelText('Event Date *');
    expect(field).toBeDisabled();
    expect(field).toHaveAttribute('aria-busy', 'true');
    expect(field.closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')).not.toBeNull();
  });

  it('lets a save with the date through, the date unchanged', async () => {
    const onSubmit = vi.fn();
    renderForm({ date: '2026-12-01T09:00:00.000Z' }, onSubmit);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ date: '2026-12-01T09:00:00.000Z' });
  });
});
