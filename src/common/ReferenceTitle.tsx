/**
 * ReferenceTitle — the parent record's title as a link to its details dialog (react-admin's ReferenceField, whose
 * getMany batches the rows' parents into one call): an application's bootcamp or opportunity, in tables and details.
 *   `<ReferenceTitle source="bootcampId" reference="bootcamps" />`
 */
import { ReferenceField, TextField } from 'react-admin';

export function ReferenceTitle({ source, reference }: { source: string; reference: string }) {
  return (
    <ReferenceField source={source} reference={reference} link="show">
      <TextField source="title" />
    </ReferenceField>
  );
}
