/**
 * LazyDateTimeInput — the kit's DateTimeInput, loaded with the form that uses it (the pickers never weigh on a list
 * or the sign-in bundle). Same props as DateTimeInput:
 *   <LazyDateTimeInput source="date" label="resources.x.fields.date" validate={fn} />
 * Until the pickers arrive, DateInputSkeleton holds the field's place and registers the field with its rules, so a
 * save pressed meanwhile (Ctrl+S as the dialog opens) still names a missing date instead of sending the form without
 * it; the picker takes over the field, its value and its error.
 */
import { lazy, Suspense } from 'react';
import type { DateTimeInputProps } from './DateTimeInput';
import { DateInputSkeleton } from './DateInputSkeleton';

const DateTimeInput = lazy(() => import('./DateTimeInput'));

export function LazyDateTimeInput(props: DateTimeInputProps) {
  return (
    <Suspense fallback={<DateInputSkeleton source={props.source} validate={props.validate} />}>
      <DateTimeInput {...props} />
    </Suspense>
  );
}
