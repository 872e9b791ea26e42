/**
 * Education level details (/education-levels/:id/show): title, description, dates and the level's courses (each
 * opens its course's details), with Edit and Delete.
 */
import { Box, Stack, Typography } from '@mui/material';
import { useCreatePath, useRecordContext, type RaRecord } from 'react-admin';
import { DetailRow } from '../common/DetailRow';
import { EditDialogButton } from '../common/EditDialogButton';
import { RelatedTitles } from '../common/RelatedTitles';
import { ShowDialog } from '../common/ShowDialog';
import { useFormat } from '../common/useFormat';
import { EducationLevelDeleteButton } from './EducationLevelDeleteButton';

const R = 'resources.education-levels';

type Level = RaRecord & { title: string; description?: string; createdAt?: string; updatedAt?: string; courses?: { id: number; title: string }[] };

function LevelDetails() {
  const record = useRecordContext<Level>();
  const createPath = useCreatePath();
  const { formatDate } = useFormat();
  if (!record) return null;
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
        {record.title}
      </Typography>
      <DetailRow label={`${R}.fields.description`}>
        <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
          {record.description}
        </Box>
      </DetailRow>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <DetailRow label={`${R}.fields.createdAt`}>{formatDate(record.createdAt)}</DetailRow>
        <DetailRow label={`${R}.fields.updatedAt`}>{formatDate(record.updatedAt)}</DetailRow>
      </Box>
      <RelatedTitles
        variant="section"
        label={`${R}.related.courses`}
        items={record.courses}
        empty={`${R}.related.noCourses`}
        linkTo={(course) => createPath({ resource: 'courses', type: 'show', id: course.id })}
      />
    </Stack>
  );
}

function ShowActions({ record }: { record: RaRecord }) {
  return (
    <Stack direction="row" spacing={1}>
      <EducationLevelDeleteButton record={record} variant="button" />
      <EditDialogButton id={record.id} />
    </Stack>
  );
}

export function EducationLevelShow() {
  return (
    <ShowDialog size="md" actions={(record) => <ShowActions record={record} />}>
      <LevelDetails />
    </ShowDialog>
  );
}
