/**
 * LazyDateTimeInput — the kit's DateTimeInput, loaded with the form that uses it (the pickers never weigh on a list
 * or the sign-in bundle). Same props as DateTimeInput:
 *   <LazyDateTimeInput source="date" label="resources.x.fields.date" validate={fn} />
 * The chunk (dateInputLoader.ts) is started with the forms' chunk where a descriptor says so, and the input renders at
 * once when it is in (no Suspense round trip, which React holds for 300 ms once a fallback has shown). Until then
 * DateInputSkeleton holds the field's place, with its label, and registers the field with its rules, so a save pressed
 * meanwhile (Ctrl+S as the dialog opens) still names a missing date instead of sending the form without it; the picker
 * takes over the field, its value and its error.
 */
import { Suspense } from 'react';
import type { DateTimeInputProps } from './DateTimeInput';
import { DateInputSkeleton } from './DateInputSkeleton';
import { loadDateTimeInput } from './dateInputLoader';
import { lazyLoaded } from './lazyLoaded';

const DateTimeInput = lazyLoaded(loadDateTimeInput);

export function LazyDateTimeInput(props: DateTimeInputProps) {
  return (
    <Suspense fallback={<DateInputSkeleton {...props} />}>
      <DateTimeInput {...props} />
    </Suspense>
  );
}
