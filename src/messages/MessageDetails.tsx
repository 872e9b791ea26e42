/**
 * Every field of a message (spec part 1 §2): name, email, phone, date, type, partnership type, read badge and
 * the body — shown as TEXT (white-space: pre-wrap), never parsed as HTML.
 */
import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../domain/format';
import type { Message } from '../domain/types';
import { mailtoHref } from '../domain/url';
import { MessageTypeChip } from './MessageTypeChip';

const fields = 'resources.messages.fields';

function Row({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate(label)}
      </Typography>
      <Typography variant="body2" component="div" sx={{ wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}

export function MessageDetails() {
  const translate = useTranslate();
  const record = useRecordContext<Message>();
  if (!record) return null;
  const notProvided = translate('resources.messages.notProvided');
  const mailto = mailtoHref(record.email);
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <Row label={`${fields}.fullName`}>{record.fullName}</Row>
        <Row label={`${fields}.email`}>{mailto ? <Link href={mailto}>{record.email}</Link> : record.email}</Row>
        <Row label={`${fields}.phone`}>{record.phone || notProvided}</Row>
        <Row label={`${fields}.createdAt`}>{formatDateTime(record.createdAt)}</Row>
        <Row label={`${fields}.messageType`}>
          <MessageTypeChip />
        </Row>
        <Row label={`${fields}.partnershipType`}>{record.partnershipType || notProvided}</Row>
        <Row label={`${fields}.read`}>
          <Chip
            size="small"
            color={record.read ? 'success' : 'warning'}
            label={translate(record.read ? 'resources.messages.status.read' : 'resources.messages.status.unread')}
          />
        </Row>
      </Box>
      <Row label={`${fields}.message`}>
        <Box
          data-testid="message-body"
          sx={{ whiteSpace: 'pre-wrap', bgcolor: 'action.hover', borderRadius: 1, p: 2, mt: 0.5 }}
        >
          {record.message}
        </Box>
      </Row>
    </Stack>
  );
}
