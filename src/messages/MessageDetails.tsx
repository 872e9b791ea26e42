/**
 * Every field of a message (docs/requirements.md §2): name, email, phone, date, type, partnership type, read badge and
 * the body — shown as TEXT (white-space: pre-wrap), never parsed as HTML.
 */
import { Box, Chip, Link, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { DetailRow } from '../common/DetailRow';
import { useFormat } from '../common/useFormat';
import type { Message } from '../domain/types';
import { mailtoHref } from '../domain/url';
import { MessageTypeChip } from './MessageTypeChip';

const fields = 'resources.messages.fields';


export function MessageDetails() {
  const translate = useTranslate();
  const record = useRecordContext<Message>();
  const { formatDateTime } = useFormat();
  if (!record) return null;
  const notProvided = translate('resources.messages.notProvided');
  const mailto = mailtoHref(record.email);
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <DetailRow label={`${fields}.fullName`}>{record.fullName}</DetailRow>
        <DetailRow label={`${fields}.email`}>{mailto ? <Link href={mailto}>{record.email}</Link> : record.email}</DetailRow>
        <DetailRow label={`${fields}.phone`}>{record.phone || notProvided}</DetailRow>
        <DetailRow label={`${fields}.createdAt`}>{formatDateTime(record.createdAt)}</DetailRow>
        <DetailRow label={`${fields}.messageType`}>
          <MessageTypeChip />
        </DetailRow>
        <DetailRow label={`${fields}.partnershipType`}>{record.partnershipType || notProvided}</DetailRow>
        <DetailRow label={`${fields}.read`}>
          <Chip
            size="small"
            color={record.read ? 'success' : 'warning'}
            label={translate(record.read ? 'resources.messages.status.read' : 'resources.messages.status.unread')}
          />
        </DetailRow>
      </Box>
      <DetailRow label={`${fields}.message`}>
        <Box
          data-testid="message-body"
          sx={{ whiteSpace: 'pre-wrap', bgcolor: 'action.hover', borderRadius: 1, p: 2, mt: 0.5 }}
        >
          {record.message}
        </Box>
      </DetailRow>
    </Stack>
  );
}
