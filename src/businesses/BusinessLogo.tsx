/**
 * The business logo, or an avatar with the name's initials when there is no logo or it fails to load
 * (spec part 1 §2 Businesses). Only http(s) URLs and data:image URLs are used as an image source.
 */
import { useState } from 'react';
import { Avatar } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { initials } from '../domain/format';
import type { Business } from '../domain/types';
import { logoSrc } from './logo';
import { PRIMARY_AVATAR } from '../theme';

export function BusinessLogo({ record: given, size = 36 }: { record?: Pick<Business, 'name' | 'logo'>; size?: number }) {
  const context = useRecordContext<Business>();
  const record = given ?? context;
  const [failed, setFailed] = useState<string | null>(null);
  if (!record) return null;
  const src = logoSrc(record.logo);
  const showImage = src != null && failed !== src;
  return (
    <Avatar
      variant="rounded"
      alt={record.name}
      src={showImage ? src : undefined}
      slotProps={{ img: { onError: () => setFailed(src), loading: 'lazy' } }}
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        // while an image loads its initials stay readable on a light background
        ...(showImage ? { bgcolor: 'action.hover', color: 'text.secondary' } : PRIMARY_AVATAR),
      }}
    >
      {initials(record.name)}
    </Avatar>
  );
}
