/**
 * The business logo, or an avatar with the name's initials when there is no logo or it fails to load
 * (docs/requirements.md §2 Businesses). Only http(s) URLs and data:image URLs are used as an image source.
 */
import { useRecordContext } from 'react-admin';
import { ImageAvatar } from '../common/ImageAvatar';
import { initials } from '../domain/format';
import type { Business } from '../domain/types';
import { logoSrc } from './logo';
import { PRIMARY_AVATAR } from '../theme';

export function BusinessLogo({ record: given, size = 36 }: { record?: Pick<Business, 'name' | 'logo'>; size?: number }) {
  const context = useRecordContext<Business>();
  const record = given ?? context;
  if (!record) return null;
  return (
    <ImageAvatar
      variant="rounded"
      alt={record.name}
      src={logoSrc(record.logo)}
      sx={{ width: size, height: size, fontSize: size * 0.4, ...PRIMARY_AVATAR }}
      // a neutral background behind a logo while it loads and behind its transparent parts
      imageSx={{ bgcolor: 'action.hover' }}
    >
      {initials(record.name)}
    </ImageAvatar>
  );
}
