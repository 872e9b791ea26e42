/**
 * Details of an opportunity (/opportunities/:id/show): image, title, status badge, type and sector, company,
 * location, event date, application deadline, capacity, speaker or host, payment, applications (a link to them),
 * created and updated dates, the description; actions Apply, Duplicate, Edit, Delete.
 */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { DetailRow } from '../common/DetailRow';
import { EditDialogButton } from '../common/EditDialogButton';
import { DuplicateRecordButton } from '../common/DuplicateRecordButton';
import { ShowDialog } from '../common/ShowDialog';
import { useFormat } from '../common/useFormat';
import type { Opportunity } from '../domain/types';
import { safeImageSrc } from '../domain/url';
import { ApplicationsLink } from './ApplicationsLink';
import { ApplyButton } from './ApplyButton';
import { optionLabel } from './choices';
import { DeadlineBadge } from './DeadlineBadge';
import { OpportunityDeleteButton } from './OpportunityDeleteButton';
import { OpportunityImage } from './OpportunityImage';
import { PaymentText } from './PaymentText';
import { opportunityCopy } from './duplicate';

const R = 'resources.opportunities';
const F = `${R}.fields`;

function OpportunityDetails() {
  const translate = useTranslate();
  const record = useRecordContext<Opportunity>();
  const { formatDateTime, formatDate, formatNumber } = useFormat();
  if (!record) return null;
  const notSet = translate(`${R}.notSet`);
  const option = (value: string | null) => (value ? translate(optionLabel(value), { _: value }) : notSet);
  const image = safeImageSrc(record.imageUrl);
  return (
    <Stack spacing={2}>
      {image ? (
        <Box component="img" src={image} alt={translate(`${R}.imageOf`, { title: record.title })} sx={{ width: '100%', maxHeight: 220, objectFit: 'cover', borderRadius: 1 }} />
      ) : null}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {image ? null : <OpportunityImage type={record.type} width={56} height={56} />}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {record.title}
          </Typography>
          <DeadlineBadge deadline={record.deadline} />
        </Box>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
        <DetailRow label={`${F}.company`}>{record.company || notSet}</DetailRow>
        <DetailRow label={`${F}.location`}>{record.location || notSet}</DetailRow>
        <DetailRow label={`${F}.type`}>{option(record.type)}</DetailRow>
        <DetailRow label={`${F}.sector`}>{option(record.sector)}</DetailRow>
        <DetailRow label={`${F}.date`}>{formatDateTime(record.date)}</DetailRow>
        <DetailRow label={`${F}.deadline`}>{record.deadline ? formatDateTime(record.deadline) : translate(`${R}.status.none`)}</DetailRow>
        <DetailRow label={`${F}.capacity`}>{record.capacity || notSet}</DetailRow>
        <DetailRow label={`${F}.speaker`}>{record.speaker || notSet}</DetailRow>
        <DetailRow label={`${F}.payment`}>
          <PaymentText isPaid={record.isPaid} amount={record.amount} />
        </DetailRow>
        <DetailRow label={`${F}.applications`}>{formatNumber(record._count?.applications ?? 0, 0)}</DetailRow>
        <DetailRow label={`${F}.createdAt`}>{formatDate(record.createdAt)}</DetailRow>
        <DetailRow label={`${F}.updatedAt`}>{formatDate(record.updatedAt)}</DetailRow>
      </Box>
      <DetailRow label={`${F}.description`}>
        <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
          {record.description}
        </Box>
      </DetailRow>
      <Box>
        <ApplicationsLink record={record} variant="button" />
      </Box>
    </Stack>
  );
}

function Actions({ record }: { record: Opportunity }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      <ApplyButton record={record} variant="button" />
      <DuplicateRecordButton record={record} body={opportunityCopy} labelArgs={{ title: record.title }} />
      <EditDialogButton id={record.id} label={`${R}.actions.editShort`} variant="outlined" basePath="/opportunities" />
      <OpportunityDeleteButton variant="button" />
    </Stack>
  );
}

export function OpportunityShow() {
  return (
    <ShowDialog size="lg" actions={(record) => <Actions record={record as Opportunity} />}>
      <OpportunityDetails />
    </ShowDialog>
  );
}
