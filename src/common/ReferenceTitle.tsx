/**
 * ReferenceTitle — the parent record's title as a link to its details dialog (ParentReferenceField over react-admin's
 * ReferenceField, whose getMany batches the rows' parents into one call): an application's bootcamp or opportunity,
 * in tables and details.
 * `cell`: in a table, the title stays on one line (an ellipsis cuts it) in a cell of a fixed width (ReferenceCell),
 * so the rows keep their size when the parents arrive after them.
 *   `<ReferenceTitle source="bootcampId" reference="bootcamps" cell />`
 */
import { TextField } from 'react-admin';
import { ParentReferenceField } from './ParentReferenceField';
import { ReferenceCell } from './ReferenceCell';

const CELL_WIDTH = { xs: 160, lg: 240 };

export function ReferenceTitle({ source, reference, cell = false }: { source: string; reference: string; cell?: boolean }) {
  const title = <TextField source="title" />;
  return cell ? (
    <ReferenceCell source={source} reference={reference} width={CELL_WIDTH} oneLine>
      {title}
    </ReferenceCell>
  ) : (
    <ParentReferenceField source={source} reference={reference}>
      {title}
    </ParentReferenceField>
  );
}
