/**
 * useFormDraft: a stored draft is looked at before anything is saved under its key, so a save that comes first
 * (a change while a slow render is still under way) can neither remove nor overwrite it.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { useFormDraft } from '../../src/common/useFormDraft';

const KEY = 'form-draft-1-opportunities-7';
let form: UseFormReturn<{ title: string; speaker: string }>;

function DraftedForm() {
  form = useForm({ defaultValues: { title: 'Opportunity 7', speaker: '' } });
  return (
    <FormProvider {...form}>
      <Draft />
    </FormProvider>
  );
}
function Draft() {
  const draft = useFormDraft(KEY, { delay: 0 });
  const speaker = form.watch('speaker');
  return <output aria-label="speaker">{`${speaker}${draft.restored ? ' (restored)' : ''}`}</output>;
}

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('useFormDraft', () => {
  it('puts a stored draft back even when a change was saved before the draft was looked at', () => {
    vi.useFakeTimers();
    localStorage.setItem(KEY, JSON.stringify({ title: 'Opportunity 7', speaker: 'Grace Namutebi' }));
    render(<DraftedForm />);
    // a change before the draft is looked at: its save timer is due with the hook's own start
    act(() => form.setValue('title', 'Opportunity 7 (edited)'));
    act(() => vi.runOnlyPendingTimers());
    act(() => vi.runOnlyPendingTimers());
    expect(screen.getByRole('status', { name: 'speaker' })).toHaveTextContent('Grace Namutebi (restored)');
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toMatchObject({ speaker: 'Grace Namutebi' });
  });
});
