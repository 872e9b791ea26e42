/**
 * Application Details dialog of the applicants screen (/bootcamps/:id/applicants/:appId/show; GET /applications/{id}):
 * every field of docs/requirements.md §3 — name, email, phone, status, education, experience, portfolio, applied date,
 * payment status, payment amount when paid, package, motivation, LinkedIn, GitHub, admin notes, additional
 * information — with Approve and Reject (each hidden when the application already has that status). Portfolio,
 * LinkedIn and GitHub are links only when they are http(s) addresses; anything else is plain text.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import type { ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { DetailRow } from '../common/DetailRow';
import { InitialsAvatar } from '../common/InitialsAvatar';
import { ShowDialog } from '../common/ShowDialog';
import { StatusBadge } from '../common/StatusBadge';
import { useFormat } from '../common/useFormat';
import { APPLICANT_STATUS_COLORS, colorOf } from '../domain/colors';
import type { BootcampApplicant } from '../domain/types';
import { mailtoHref, safeHref } from '../domain/url';
import { useApplicantStatus } from './useApplicantStatus';

const R = 'resources.bootcamp-applicants';
const F = `${R}.fields`;

/** A link when the value is an http(s) address, else the value as text. */
export function SafeLink({ value }: { value: string }) {
  const href = safeHref(value);
  return href ? (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {value}
    </Link>
  ) : (
    <>{value}</>
  );
}

function Value({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  return <>{children === null || children === undefined || children === '' ? translate(`${R}.notProvided`) : children}</>;
}

export function ApplicantStatusBadge({ status }: { status: string }) {
  return <StatusBadge label={`${R}.statuses.${status}`} color={colorOf(APPLICANT_STATUS_COLORS, status)} />;
}

function ApplicantDetails() {
  const record = useRecordContext<BootcampApplicant>();
  const { formatDate, formatUGX } = useFormat();
  const translate = useTranslate();
  if (!record) return null;
  const name = `${record.firstName} ${record.lastName}`;
  const mail = mailtoHref(record.email);
  const link = (value: string | null) => (value ? <SafeLink value={value} /> : null);
  const text = (value: string | null) => (value ? <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>{value}</Box> : null);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <InitialsAvatar name={name} size={48} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h3">
            {name}
          </Typography>
          <ApplicantStatusBadge status={record.status} />
        </Box>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <DetailRow label={`${F}.email`}>{mail ? <Link href={mail}>{record.email}</Link> : record.email}</DetailRow>
        <DetailRow label={`${F}.phone`}><Value>{record.phone}</Value></DetailRow>
        <DetailRow label={`${F}.education`}><Value>{record.education}</Value></DetailRow>
        <DetailRow label={`${F}.experience`}><Value>{record.experience}</Value></DetailRow>
        <DetailRow label={`${F}.portfolio`}><Value>{link(record.portfolio)}</Value></DetailRow>
        <DetailRow label={`${F}.createdAt`}>{formatDate(record.createdAt)}</DetailRow>
        <DetailRow label={`${F}.paymentStatus`}>{translate(`${R}.payment.${record.hasPaid ? 'paid' : 'unpaid'}`)}</DetailRow>
        {record.hasPaid ? <DetailRow label={`${F}.paymentAmount`}><Value>{formatUGX(record.paymentAmount)}</Value></DetailRow> : null}
        <DetailRow label={`${F}.packaged`}><Value>{record.packaged}</Value></DetailRow>
        <DetailRow label={`${F}.linkedinProfile`}><Value>{link(record.linkedinProfile)}</Value></DetailRow>
        <DetailRow label={`${F}.githubProfile`}><Value>{link(record.githubProfile)}</Value></DetailRow>
      </Box>
      <DetailRow label={`${F}.motivation`}><Value>{text(record.motivation)}</Value></DetailRow>
      <DetailRow label={`${F}.adminNotes`}><Value>{text(record.adminNotes)}</Value></DetailRow>
      <DetailRow label={`${F}.additionalInfo`}><Value>{text(record.additionalInfo)}</Value></DetailRow>
    </Stack>
  );
}

function ReviewActions({ record }: { record: BootcampApplicant }) {
  const translate = useTranslate();
  const mutation = useApplicantStatus();
  return (
    <>
      {record.status !== 'REJECTED' ? (
        <Button color="error" variant="outlined" startIcon={<CloseIcon />} disabled={mutation.isPending} onClick={() => mutation.mutate({ id: record.id, status: 'REJECTED' })}>
          {translate(`${R}.actions.reject`)}
        </Button>
      ) : null}
      {record.status !== 'APPROVED' ? (
        <Button color="success" variant="contained" startIcon={<CheckIcon />} disabled={mutation.isPending} onClick={() => mutation.mutate({ id: record.id, status: 'APPROVED' })}>
          {translate(`${R}.actions.approve`)}
        </Button>
      ) : null}
    </>
  );
}

export function ApplicantShow() {
  return (
    <ShowDialog size="md" resource="bootcamp-applicants" actions={(record) => <ReviewActions record={record as BootcampApplicant} />}>
      <ApplicantDetails />
    </ShowDialog>
  );
}
