/**
 * react-admin's ReferenceField with `link="show"` to the parent's details dialog, given the row's record as a prop and
 * no record context around it. Why: react-admin builds the link's first value from the record context while the
 * parent is still loading (useGetPathForRecord falls back to the row), so for one render the link pointed to the
 * parent resource with the row's own id (a quiz's unit link read /course-units/<quiz id>/show). With no record
 * context there is no link until the parent is in, and then it is the parent's.
 *   `<ParentReferenceField source="courseUnitId" reference="course-units"><UnitChip /></ParentReferenceField>`
 */
import type { ReactNode } from 'react';
import { RecordContextProvider, ReferenceField, useRecordContext } from 'react-admin';

export function ParentReferenceField({ source, reference, children }: { source: string; reference: string; children?: ReactNode }) {
  const record = useRecordContext();
  return (
    <RecordContextProvider value={undefined}>
      <ReferenceField record={record} source={source} reference={reference} link="show">
        {children}
      </ReferenceField>
    </RecordContextProvider>
  );
}
