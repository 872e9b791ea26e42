import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { User } from '../domain/types';
import { useFormat } from '../common/useFormat';
import { displayName } from '../domain/user';

/** The profile's labelled values, two columns from 600 px. */
export function ProfileFields({ user }: { user: Partial<User> }) {
  const translate = useTranslate();
  const { formatDate } = useFormat();
  const missing = translate('app.shell.profile.notProvided');
  const rows: [string, string][] = [
    ['name', displayName(user) || missing],
    ['email', user.email || missing],
    ['role', translate(`app.shell.profile.roles.${user.role === 'admin' ? 'admin' : 'user'}`)],
    ['status', translate(user.otpVerified ? 'app.shell.profile.verified' : 'app.shell.profile.pending')],
    ['phone', user.phoneNumber || missing],
    ['address', user.address || missing],
    ['lastLogin', user.lastLoginAt ? formatDate(user.lastLoginAt) : translate('app.shell.profile.never')],
    ['memberSince', formatDate(user.createdAt ?? null) || missing],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, m: 0 }}>
      {rows.map(([key, value]) => (
        <Box key={key} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {translate(`app.shell.profile.fields.${key}`)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
