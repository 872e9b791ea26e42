/**
 * PersonCell — a person in a table cell: initials avatar, the name, and under it the e-mail (left out when `email`
 * is not given, e.g. where the table has an e-mail column). Users (with their picture: `avatar`), applicants and
 * applications use it.
 *   `<PersonCell name={record.fullName} email={record.email} />` (`gap`: between avatar and text, default 1)
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EmailText } from './EmailText';
import { InitialsAvatar } from './InitialsAvatar';

export function PersonCell({ name, email, gap = 1, avatar }: { name: string; email?: string; gap?: number; avatar?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap, minWidth: 0 }}>
      {avatar ?? <InitialsAvatar name={name} />}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {name}
        </Typography>
        {email !== undefined ? (
          <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
            <EmailText email={email} />
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
