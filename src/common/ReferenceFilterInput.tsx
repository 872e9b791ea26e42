/**
 * ReferenceFilterInput — react-admin's ReferenceInput for a list filter that names a record of another resource
 * (courses by level, quizzes by unit…), which forgets that record once it no longer exists. A filter on a deleted
 * level would otherwise stay in the list's remembered params: the list said 'No courses found' under an empty, red
 * select every time it was opened again. When the record is gone (getMany finds nothing, or answers 404), the filter
 * is dropped and the whole list shows. Same props as ReferenceInput (and `alwaysOn` for the filter form).
 */
import { useEffect } from 'react';
import { ReferenceInput, useGetMany, useListContext, type ReferenceInputProps } from 'react-admin';

export function ReferenceFilterInput(props: ReferenceInputProps & { alwaysOn?: boolean }) {
  useForgetMissingFilter(props.source, props.reference);
  return <ReferenceInput {...props} />;
}

const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

function useForgetMissingFilter(source: string, reference: string) {
  const { filterValues, displayedFilters, setFilters } = useListContext();
  const value: unknown = filterValues?.[source];
  const { data, error, isSuccess } = useGetMany(reference, { ids: isSet(value) ? [value as string] : [] }, { enabled: isSet(value) });
  const missing = isSet(value) && ((isSuccess && data.length === 0) || (error as { status?: number } | null)?.status === 404);
  useEffect(() => {
    if (!missing) return;
    const rest = { ...filterValues };
    delete rest[source];
    setFilters(rest, displayedFilters);
  }, [missing]); // eslint-disable-line react-hooks/exhaustive-deps -- once per missing record, with the values of then
}
