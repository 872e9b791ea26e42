/**
 * Details of an opportunity application (/opportunity-applications/:id/show): every field of the apply payload
 * (full name, age, phone, e-mail, education level, business region, sector, stage and duration, major challenge,
 * payment method), the opportunity (a link to its details), payment status, verification (and when), applied and
 * updated dates; actions Verify (while unverified) and the payment status change.
 */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { ReferenceTitle } from '../common/ReferenceTitle';
import { DetailRow } from '../common/DetailRow';
import { EmailText } from '../common/EmailText';
import { InitialsAvatar } from '../common/InitialsAvatar';
import { ShowDialog } from '../common/ShowDialog';
import { useFormat } from '../common/useFormat';
import type { OpportunityApplication } from '../domain/types';
import { optionLabel } from '../opportunities/choices';
import { ApplicationVerifyButton } from './ApplicationVerifyButton';
import { PaymentStatusBadge, VerifiedBadge } from './PaymentStatusBadge';
import { PaymentStatusMenu } from './PaymentStatusMenu';
import { useOptionText } from '../common/useOptionText';

const R = 'resources.opportunity-applications';
const F = `${R}.fields`;

function ApplicationDetails() {
  const translate = useTranslate();
  const { paymentMethod } = useOptionText();
  const record = useRecordContext<OpportunityApplication>();
  const { formatDateTime, formatNumber } = useFormat();
  if (!record) return null;
  const option = (value: string | null | undefined) => (value ? translate(optionLabel(value), { _: value }) : translate(`${R}.notProvided`));
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <InitialsAvatar name={record.fullName} size={48} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {record.fullName}
          </Typography>
          <Stack direction="row" spacing={1}>
            <PaymentStatusBadge status={record.paymentStatus} />
            <VerifiedBadge verified={record.verified} />
          </Stack>
        </Box>
      </Stack>
      <Typography variant="subtitle2" component="h4">
        {translate(`${R}.sections.personal`)}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
        <DetailRow label={`${F}.email`}>
          <EmailText email={record.email} />
        </DetailRow>
        <DetailRow label={`${F}.phone`}>{record.phone}</DetailRow>
        <DetailRow label={`${F}.age`}>{formatNumber(record.age, 0)}</DetailRow>
        <DetailRow label={`${F}.educationLevel`}>{option(record.educationLevel)}</DetailRow>
        <DetailRow label={`${F}.paymentMethod`}>{paymentMethod(record.paymentMethod) || translate(`${R}.notProvided`)}</DetailRow>
      </Box>
      <Typography variant="subtitle2" component="h4">
        {translate(`${R}.sections.business`)}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
        <DetailRow label={`${F}.businessSector`}>{option(record.businessSector)}</DetailRow>
        <DetailRow label={`${F}.businessRegion`}>{option(record.businessRegion)}</DetailRow>
        <DetailRow label={`${F}.businessStage`}>{option(record.businessStage)}</DetailRow>
        <DetailRow label={`${F}.businessDuration`}>{option(record.businessDuration)}</DetailRow>
      </Box>
      <DetailRow label={`${F}.majorChallenge`}>
        <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
          {record.majorChallenge}
        </Box>
      </DetailRow>
      <Typography variant="subtitle2" component="h4">
        {translate(`${R}.sections.application`)}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
        <DetailRow label={`${F}.opportunity`}>
          <ReferenceTitle source="opportunityId" reference="opportunities" />
        </DetailRow>
        <DetailRow label={`${F}.paymentStatus`}>
          <PaymentStatusBadge status={record.paymentStatus} />
        </DetailRow>
        <DetailRow label={`${F}.verified`}>
          {record.verified && record.verifiedAt
            ? translate(`${R}.verifiedOn`, { date: formatDateTime(record.verifiedAt) })
            : translate(`${R}.verification.${record.verified ? 'verified' : 'unverified'}`)}
        </DetailRow>
        <DetailRow label={`${F}.createdAt`}>{formatDateTime(record.createdAt)}</DetailRow>
        <DetailRow label={`${F}.updatedAt`}>{formatDateTime(record.updatedAt)}</DetailRow>
      </Box>
    </Stack>
  );
}

export function OpportunityApplicationShow() {
  return (
    <ShowDialog
      size="lg"
      actions={(record) => (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <PaymentStatusMenu record={record as OpportunityApplication} variant="button" />
          <ApplicationVerifyButton record={record as OpportunityApplication} variant="button" />
        </Stack>
      )}
    >
      <ApplicationDetails />
    </ShowDialog>
  );
}
