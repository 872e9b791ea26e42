/**
 * InitialsAvatar — a person's initials in a round avatar (applicants, applications). Decorative (`alt` empty,
 * aria-hidden): the name is always written beside it, and a name read twice is noise.
 * `<InitialsAvatar name="Grace Namutebi" size={32} />`
 */
import Avatar from '@mui/material/Avatar';
import { initials } from '../domain/format';
import { PRIMARY_AVATAR } from '../theme';

export function InitialsAvatar({ name, size = 32 }: { name: string | null | undefined; size?: number }) {
  return (
    <Avatar aria-hidden sx={{ ...PRIMARY_AVATAR, width: size, height: size, fontSize: size * 0.4 }}>
      {initials(name ?? '')}
    </Avatar>
  );
}
