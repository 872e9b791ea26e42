/**
 * TitleChip — the current record's title as a small outlined chip (a badge), e.g. a unit's course inside a
 * ReferenceCell, whose link then opens the parent's detail dialog:
 *   `<ReferenceCell source="courseId" reference="courses" width={140}><TitleChip maxWidth="100%" /></ReferenceCell>`
 * `source` (default 'title') names the field shown; long titles end in an ellipsis within `maxWidth` ('100%': the
 * cell's width). `label`, when given, is the text shown instead (e.g. a unit's title with its course's).
 */
import Chip from '@mui/material/Chip';
import { useRecordContext, type RaRecord } from 'react-admin';

export function TitleChip({ source = 'title', maxWidth = 200, label }: { source?: string; maxWidth?: number | string; label?: (record: RaRecord) => string }) {
  const record = useRecordContext();
  const value: unknown = record && label ? label(record) : record?.[source];
  if (typeof value !== 'string' || value === '') return null;
  return <Chip label={value} title={value} size="small" color="primary" variant="outlined" sx={{ maxWidth, cursor: 'inherit' }} />;
}
