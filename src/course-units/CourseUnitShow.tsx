/**
 * Detail dialog of a course unit (/course-units/:id/show, a row click): thumbnail, title, course, dates,
 * description, 'Expected Learning Outcome' and 'Skills Covered' chips; buttons Close, Watch Video, Edit Unit.
 */
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { ChipList, splitList } from '../common/ChipList';
import { DetailRow } from '../common/DetailRow';
import { EditDialogButton } from '../common/EditDialogButton';
import { ShowDialog } from '../common/ShowDialog';
import { useDialogRoute } from '../common/useDialogRoute';
import { useFormat } from '../common/useFormat';
import type { CourseUnit } from '../domain/types';
import { PlayVideoButton } from './PlayVideoButton';
import { UNIT_KEYS } from './courseUnitRules';
import { VideoThumbnail } from './VideoThumbnail';

const fields = `${UNIT_KEYS}.fields`;

function UnitDetails() {
  const translate = useTranslate();
  const record = useRecordContext<CourseUnit>();
  const { formatDate } = useFormat();
  if (!record) return null;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <VideoThumbnail link={record.videoLink} width={200} alt={`${UNIT_KEYS}.thumbnailAlt`} altArgs={{ title: record.title }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h3" sx={{ wordBreak: 'break-word' }}>
            {record.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate(`${UNIT_KEYS}.videoLesson`)}
          </Typography>
          {record.course?.title ? <Chip label={record.course.title} size="small" color="primary" variant="outlined" sx={{ mt: 1 }} /> : null}
        </Box>
      </Stack>
      <DetailRow label={`${fields}.description`}>
        <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
          {record.description}
        </Box>
      </DetailRow>
      <DetailRow label={`${fields}.expectedOutcome`}>
        <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
          {record.expectedOutcome}
        </Box>
      </DetailRow>
      <DetailRow label={`${fields}.skillsCovered`}>
        <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
          <ChipList items={splitList(record.skills)} color="info" />
        </Box>
      </DetailRow>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <DetailRow label={`${fields}.createdAt`}>{formatDate(record.createdAt)}</DetailRow>
        <DetailRow label={`${fields}.updatedAt`}>{formatDate(record.updatedAt)}</DetailRow>
      </Box>
    </Stack>
  );
}

function Actions({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const { close } = useDialogRoute();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      <Button onClick={close}>{translate(`${UNIT_KEYS}.actions.close`)}</Button>
      <PlayVideoButton link={record.videoLink} variant="button" />
      <EditDialogButton id={record.id} label={`${UNIT_KEYS}.actions.editUnit`} basePath="/course-units" />
    </Stack>
  );
}

export function CourseUnitShow() {
  return (
    <ShowDialog resource="course-units" size="lg" actions={(record) => <Actions record={record} />}>
      <UnitDetails />
    </ShowDialog>
  );
}
