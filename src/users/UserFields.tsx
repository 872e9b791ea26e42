/** Cells and detail values of a user: avatar + name, role (admin badge), Verified/Pending, last login ('Never'). */
import { Chip, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { User } from '../domain/types';
import { colorOf, ROLE_COLORS, VERIFICATION_COLORS } from '../domain/colors';
import { displayName } from '../domain/user';
import { initials } from '../domain/format';
import { useFormat } from '../common/useFormat';
import { safeImageSrc } from '../domain/url';
import { PersonCell } from '../common/PersonCell';
import { ImageAvatar } from '../common/ImageAvatar';

const R = 'resources.users';

/** Decorative (empty alt): the user's name is always written beside it, and an alt repeating it is read twice. */
export const UserAvatar = ({ user, size = 32 }: { user: User; size?: number }) => {
  const name = displayName(user);
  return (
    <ImageAvatar src={safeImageSrc(user.profilePicture)} sx={{ width: size, height: size, fontSize: size / 2.5 }} imageSx={{ bgcolor: 'action.hover' }}>
      {initials(name)}
    </ImageAvatar>
  );
};

/** Avatar and name; `withEmail` adds the e-mail below the name (a narrow table without its Email column). */
export const UserNameField = ({ withEmail = false }: { withEmail?: boolean }) => {
  const user = useRecordContext<User>();
  if (!user) return null;
  return <PersonCell name={displayName(user)} email={withEmail ? user.email : undefined} avatar={<UserAvatar user={user} />} />;
};

export const RoleField = () => {
  const user = useRecordContext<User>();
  const translate = useTranslate();
  if (!user) return null;
  const label = translate(`${R}.roles.${user.role}`, { _: user.role });
  return user.role === 'admin' ? (
    <Chip size="small" color={colorOf(ROLE_COLORS, user.role)} label={label} />
  ) : (
    <Typography variant="body2">{label}</Typography>
  );
};

export const VerificationField = () => {
  const user = useRecordContext<User>();
  const translate = useTranslate();
  if (!user) return null;
  const state = user.otpVerified ? 'verified' : 'pending';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colorOf(VERIFICATION_COLORS, state)}
      label={translate(`${R}.verification.${state}`)}
    />
  );
};

/** lastLoginAt as date and time, 'Never' when empty. */
export const LastLoginField = ({ withTime = false }: { withTime?: boolean }) => {
  const user = useRecordContext<User>();
  const translate = useTranslate();
  const { formatDate, formatDateTime } = useFormat();
  if (!user) return null;
  const text = withTime ? formatDateTime(user.lastLoginAt) : formatDate(user.lastLoginAt);
  return <>{text || translate(`${R}.never`)}</>;
};
