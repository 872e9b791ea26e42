/**
 * A bootcamp's cover: its image (an address the browser may load, see safeImageSrc) or the local default cover,
 * also when the image fails to load. Nothing comes from another host than the bootcamp's own address.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { safeImageSrc } from '../domain/url';
import defaultCover from './default-cover.svg';

export function BootcampCover({ imageUrl, title, width, height, decorative = false }: { imageUrl?: string | null; title: string; width: number | string; height: number; decorative?: boolean }) {
  const translate = useTranslate();
  const src = safeImageSrc(imageUrl);
  const [failed, setFailed] = useState<string | null>(null);
  const own = src && failed !== src ? src : null;
  const alt = decorative ? '' : own ? translate('resources.bootcamps.coverOf', { title }) : translate('resources.bootcamps.defaultCover');
  return (
    <Box
      component="img"
      src={own ?? defaultCover}
      alt={alt}
      loading="lazy"
      onError={() => setFailed(src)}
      sx={{ width, height, objectFit: 'cover', borderRadius: 1, flexShrink: 0, display: 'block', bgcolor: 'action.hover' }}
    />
  );
}
