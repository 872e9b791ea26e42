/**
 * Education level details (/education-levels/:id/show): title, description, dates and the level's courses (each
 * opens its course's details), with Edit and Delete.
 */
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { Link as RouterLink } from 'react-router-dom';
import { useCreatePath, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { DetailRow } from '../common/DetailRow';
import { useOpenDialog } from '../common/ResourceDialogs';
import { ShowDialog } from '../common/ShowDialog';
import { useFormat } from '../common/useFormat';
import { EducationLevelDeleteButton } from './EducationLevelDeleteButton';

const R = 'resources.education-levels';

type Level = RaRecord & { title: string; description?: string; createdAt?: string; updatedAt?: string; courses?: { id: number; title: string }[] };

function LevelDetails() {
  const record = useRecordContext<Level>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { formatDate } = useFormat();
  if (!record) return null;
  const courses = record.courses ?? [];
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
      <Box>
        <Typography variant="subtitle2" component="h4">
          {translate(`${R}.related.courses`, { count: courses.length })}
        </Typography>
        {courses.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate(`${R}.related.noCourses`)}
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {courses.map((course) => (
              <Typography component="li" variant="body2" key={course.id} sx={{ overflowWrap: 'anywhere' }}>
                <Link component={RouterLink} to={createPath({ resource: 'courses', type: 'show', id: course.id })}>
                  {course.title}
                </Link>
              </Typography>
            ))}
          </Box>
        )}
      </Box>
    </Stack>
  );
}

function ShowActions({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const open = useOpenDialog();
  return (
    <Stack direction="row" spacing={1}>
      <EducationLevelDeleteButton record={record} variant="button" />
      <Button variant="contained" startIcon={<EditIcon />} onClick={() => open.edit(record.id)}>
        {translate('ra.action.edit')}
      </Button>
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
