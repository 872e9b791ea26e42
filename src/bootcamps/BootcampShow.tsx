/**
 * Bootcamp Details dialog (/bootcamps/:id/show, docs/requirements.md §2): cover (or the local default), category, status,
 * description, 'Detailed Description' (study outcomes), format, duration in weeks, location, max participants,
 * price in the bootcamp's currency, dates, inclusions chips, learning areas (learning_areas, the field the forms
 * write), skills chips and Instructor ('N/A' when none).
 * Actions: View Applicants, Delete, Edit Bootcamp.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import { Link, useRecordContext, useTranslate } from 'react-admin';
import { ChipList } from '../common/ChipList';
import { DeleteRecordButton } from '../common/DeleteRecordButton';
import { BOOTCAMP_DELETE_REFRESH } from './refresh';
import { DetailRow } from '../common/DetailRow';
import { EditDialogButton } from '../common/EditDialogButton';
import { ShowDialog } from '../common/ShowDialog';
import { useFormat } from '../common/useFormat';
import { listItems } from '../domain/rules-bootcamps';
import type { Bootcamp } from '../domain/types';
import { BootcampCover } from './BootcampCover';
import { BootcampStatusBadge } from './BootcampStatusBadge';
import { applicantsPath } from './BootcampRowActions';
import { NOT_AVAILABLE } from '../common/notAvailable';

const B = 'resources.bootcamps';
const F = `${B}.fields`;

function Chips({ items }: { items: string[] }) {
  const translate = useTranslate();
  return items.length ? <ChipList items={items} /> : <>{translate(NOT_AVAILABLE)}</>;
}

function BootcampDetails() {
  const translate = useTranslate();
  const record = useRecordContext<Bootcamp>();
  const { formatMoney, formatDate, formatNumber } = useFormat();
  if (!record) return null;
  const learningAreas = listItems(record.learning_areas);
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <BootcampCover imageUrl={record.imageUrl} title={record.title} width={200} height={120} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {record.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {record.category}
          </Typography>
          <BootcampStatusBadge status={record.status} />
        </Box>
      </Box>
      <DetailRow label={`${F}.description`}>
        <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
          {record.shortDescription}
        </Box>
      </DetailRow>
      <DetailRow label={`${F}.detailedDescription`}>
        <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
          {record.study_outcomes || translate(NOT_AVAILABLE)}
        </Box>
      </DetailRow>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        <DetailRow label={`${F}.format`}>{translate(`${B}.formats.${record.format}`, { _: record.format })}</DetailRow>
        <DetailRow label={`${F}.duration`}>{translate(`${B}.weeks`, { smart_count: record.duration ?? 0 })}</DetailRow>
        <DetailRow label={`${F}.location`}>{record.location}</DetailRow>
        <DetailRow label={`${F}.maxParticipants`}>{formatNumber(record.maxParticipants)}</DetailRow>
        <DetailRow label={`${F}.priceIn`}>{formatMoney(record.price, record.currency || 'UGX')}</DetailRow>
        <DetailRow label={`${F}.level`}>{record.level ? translate(`${B}.levels.${record.level}`, { _: record.level }) : translate(NOT_AVAILABLE)}</DetailRow>
        <DetailRow label={`${F}.dates`}>{translate(`${B}.dateRange`, { start: formatDate(record.startDate), end: formatDate(record.endDate) })}</DetailRow>
        <DetailRow label={`${F}.applicationDeadline`}>{formatDate(record.applicationDeadline)}</DetailRow>
        <DetailRow label={`${F}.instructor`}>{record.instructor || translate(NOT_AVAILABLE)}</DetailRow>
      </Box>
      <DetailRow label={`${F}.inclusions`}>
        <Chips items={listItems(record.inclusions)} />
      </DetailRow>
      <DetailRow label={`${F}.learningAreas`}>
        {learningAreas.length ? (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {learningAreas.map((area, index) => (
              <li key={`${index}-${area}`}>{area}</li>
            ))}
          </Box>
        ) : (
          translate(NOT_AVAILABLE)
        )}
      </DetailRow>
      <DetailRow label={`${F}.skills`}>
        <Chips items={listItems(record.skills)} />
      </DetailRow>
    </Stack>
  );
}

function ShowActions({ record }: { record: Bootcamp }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      <Button component={Link} to={applicantsPath(record.id)} startIcon={<GroupsIcon />}>
        {translate(`${B}.actions.viewApplicants`)}
      </Button>
      <DeleteRecordButton record={record} resource="bootcamps" variant="button" contentArgs={{ title: record.title }} refresh={BOOTCAMP_DELETE_REFRESH} />
      <EditDialogButton id={record.id} label={`${B}.actions.editBootcamp`} basePath="/bootcamps" />
    </Stack>
  );
}

export function BootcampShow() {
  return (
    <ShowDialog size="lg" actions={(record) => <ShowActions record={record as Bootcamp} />}>
      <BootcampDetails />
    </ShowDialog>
  );
}
