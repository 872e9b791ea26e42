/**
 * TitleChip — the current record's title as a small outlined chip (a badge), e.g. a unit's course inside
 * react-admin's ReferenceField, whose link then opens the parent's detail dialog:
 *   `<ReferenceField source="courseId" reference="courses" link="show"><TitleChip /></ReferenceField>`
 * `source` (default 'title') names the field shown; long titles end in an ellipsis within `maxWidth`.
 */
import Chip from '@mui/material/Chip';
import { useRecordContext } from 'react-admin';

export function TitleChip({ source = 'title', maxWidth = 200 }: { source?: string; maxWidth?: number }) {
  const record = useRecordContext();
  const value: unknown = record?.[source];
  if (typeof value !== 'string' || value === '') return null;
  return <Chip label={value} title={value} size="small" color="primary" variant="outlined" sx={{ maxWidth, cursor: 'inherit' }} />;
}
