/**
 * Course details (/courses/:id/show): title, education level (ParentReferenceField: a link to the level's
 * details dialog), description, dates and the course's units, with Edit and Delete.
 */
import { Box, Stack, Typography } from '@mui/material';
import { useRecordContext, type RaRecord } from 'react-admin';
import { ParentReferenceField } from '../common/ParentReferenceField';
import { DetailRow } from '../common/DetailRow';
import { EditDialogButton } from '../common/EditDialogButton';
import { RelatedTitles } from '../common/RelatedTitles';
import { ShowDialog } from '../common/ShowDialog';
import { useFormat } from '../common/useFormat';
import { CourseDeleteButton } from './CourseButtons';

const R = 'resources.courses';

type Course = RaRecord & { title: string; description?: string; levelId?: number; createdAt?: string; updatedAt?: string; courseUnits?: { id: number; title: string }[] };

function CourseDetails() {
  const record = useRecordContext<Course>();
  const { formatDate } = useFormat();
  if (!record) return null;
  const units = record.courseUnits ?? [];
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
        {record.title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <DetailRow label={`${R}.fields.levelId`}>
          <ParentReferenceField source="levelId" reference="education-levels" />
        </DetailRow>
        <DetailRow label={`${R}.fields.unitsCount`}>{units.length}</DetailRow>
        <DetailRow label={`${R}.fields.createdAt`}>{formatDate(record.createdAt)}</DetailRow>
        <DetailRow label={`${R}.fields.updatedAt`}>{formatDate(record.updatedAt)}</DetailRow>
      </Box>
      <DetailRow label={`${R}.fields.description`}>
        <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
          {record.description}
        </Box>
      </DetailRow>
      <RelatedTitles variant="section" label={`${R}.related.units`} items={units} empty={`${R}.related.noUnits`} />
    </Stack>
  );
}

function ShowActions({ record }: { record: RaRecord }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      <CourseDeleteButton record={record} variant="button" />
      <EditDialogButton id={record.id} />
    </Stack>
  );
}

export function CourseShow() {
  return (
    <ShowDialog size="md" actions={(record) => <ShowActions record={record} />}>
      <CourseDetails />
    </ShowDialog>
  );
}
