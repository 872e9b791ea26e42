/**
 * Application Details dialog (/bootcamp-applications/:id/show; GET /bootcampsapplications/applications/{id}):
 * email, phone, age, education, payment method, business sector, region, stage, duration, major challenge, the
 * bootcamp's title (react-admin's ReferenceField: a link to the bootcamp's details) with its dates, payment status and transaction id, and 'Verify Application' while unverified.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { ReferenceTitle } from '../common/ReferenceTitle';
import { DetailRow } from '../common/DetailRow';
import { InitialsAvatar } from '../common/InitialsAvatar';
import { ShowDialog } from '../common/ShowDialog';
import { useFormat } from '../common/useFormat';
import { useOptionText } from '../common/useOptionText';
import type { BootcampApplication } from '../domain/types';
import { mailtoHref } from '../domain/url';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';
import { VerifyApplicationButton } from './VerifyApplicationButton';

const R = 'resources.bootcamp-applications';
const F = `${R}.fields`;

function Value({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  return <>{children === null || children === undefined || children === '' ? translate(`${R}.notProvided`) : children}</>;
}

function ApplicationDetails() {
  const record = useRecordContext<BootcampApplication>();
  const translate = useTranslate();
  const { formatDate, formatNumber } = useFormat();
  const { option, paymentMethod } = useOptionText();
  if (!record) return null;
  const mail = mailtoHref(record.email);
  const bootcamp = record.bootcamp;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <InitialsAvatar name={record.fullName} size={48} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h3">
            {record.fullName}
          </Typography>
          <ApplicationStatusBadge record={record} />
        </Box>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <DetailRow label={`${F}.email`}>{mail ? <Link href={mail}>{record.email}</Link> : record.email}</DetailRow>
        <DetailRow label={`${F}.phone`}><Value>{record.phone}</Value></DetailRow>
        <DetailRow label={`${F}.age`}><Value>{record.age == null ? null : formatNumber(record.age)}</Value></DetailRow>
        <DetailRow label={`${F}.educationLevel`}><Value>{option(record.educationLevel)}</Value></DetailRow>
        <DetailRow label={`${F}.paymentMethod`}><Value>{paymentMethod(record.paymentMethod)}</Value></DetailRow>
        <DetailRow label={`${F}.businessSector`}><Value>{option(record.businessSector)}</Value></DetailRow>
        <DetailRow label={`${F}.businessRegion`}><Value>{option(record.businessRegion)}</Value></DetailRow>
        <DetailRow label={`${F}.businessStage`}><Value>{option(record.businessStage)}</Value></DetailRow>
        <DetailRow label={`${F}.businessDuration`}><Value>{option(record.businessDuration)}</Value></DetailRow>
        <DetailRow label={`${F}.majorChallenge`}><Value>{record.majorChallenge}</Value></DetailRow>
        <DetailRow label={`${F}.bootcamp`}>
          <ReferenceTitle source="bootcampId" reference="bootcamps" />
          {bootcamp ? (
            <Typography variant="caption" color="text.secondary" component="div">
              {translate(`${R}.dateRange`, { start: formatDate(bootcamp.startDate), end: formatDate(bootcamp.endDate) })}
            </Typography>
          ) : (
            translate(`${R}.bootcampId`, { id: record.bootcampId })
          )}
        </DetailRow>
        <DetailRow label={`${F}.paymentStatus`}>{translate(`${R}.payment.${record.hasPaid ? 'paid' : 'unpaid'}`)}</DetailRow>
        <DetailRow label={`${F}.transactionId`}><Value>{record.transactionId}</Value></DetailRow>
        <DetailRow label={`${F}.createdAt`}>{formatDate(record.createdAt)}</DetailRow>
      </Box>
    </Stack>
  );
}

export function ApplicationShow() {
  return (
    <ShowDialog size="md" actions={(record) => <VerifyApplicationButton record={record} variant="button" />}>
      <ApplicationDetails />
    </ShowDialog>
  );
}
