/** User details dialog (/users/:id/show): every field, with Edit and Delete. */
import { Box, Button, Divider, Stack, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import type { ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { User } from '../domain/types';
import { displayName } from '../domain/user';
import { mailtoHref } from '../domain/url';
import { ShowDialog } from '../common/ShowDialog';
import { useOpenDialog } from '../common/ResourceDialogs';
import { useFormat } from '../common/useFormat';
import { LastLoginField, RoleField, UserAvatar, VerificationField } from './UserFields';
import { UserDeleteButton } from './UserDeleteButton';

const R = 'resources.users';

const Row = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: 1, py: 0.75 }}>
      <Typography variant="body2" color="text.secondary">
        {translate(`${R}.fields.${label}`)}
      </Typography>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
};

const UserDetails = () => {
  const user = useRecordContext<User>();
  const translate = useTranslate();
  const { formatDate } = useFormat();
  if (!user) return null;
  const mail = mailtoHref(user.email);
  const dash = translate(`${R}.notProvided`);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <UserAvatar user={user} size={56} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6">{displayName(user)}</Typography>
          {mail ? <a href={mail}>{user.email}</a> : user.email}
        </Box>
      </Stack>
      <Divider />
      <Row label="role">
        <RoleField />
      </Row>
      <Row label="otpVerified">
        <VerificationField />
      </Row>
      <Row label="phoneNumber">{user.phoneNumber || dash}</Row>
      <Row label="address">{user.address || dash}</Row>
      <Row label="lastLoginAt">
        <LastLoginField withTime />
      </Row>
      <Row label="createdAt">{formatDate(user.createdAt)}</Row>
    </Stack>
  );
};

const UserShowActions = ({ record }: { record: User }) => {
  const translate = useTranslate();
  const open = useOpenDialog('/users');
  return (
    <>
      <UserDeleteButton record={record} variant="button" />
      <Button
        variant="contained"
        startIcon={<EditIcon />}
        onClick={() => open.edit(record.id)}
      >
        {translate('ra.action.edit')}
      </Button>
    </>
  );
};

export const UserShow = () => (
  <ShowDialog size="md" actions={(record) => <UserShowActions record={record as User} />}>
    <UserDetails />
  </ShowDialog>
);
