/**
 * The thumbnail of a unit's video (docs/requirements.md §9): the video host's image for the id parsed from the link
 * (src/domain/video.ts), or a local placeholder when the link is not a video link or the image fails to load
 * (offline, blocked, removed video). `alt` is an i18n key or text; '' marks the image decorative.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { youtubeId, youtubeThumbnail } from '../domain/video';
import placeholder from './video-placeholder.svg';

export const VIDEO_PLACEHOLDER: string = placeholder;

export interface VideoThumbnailProps {
  link: unknown;
  width: number;
  alt?: string;
  altArgs?: Record<string, unknown>;
}

export function VideoThumbnail({ link, width, alt = '', altArgs }: VideoThumbnailProps) {
  const translate = useTranslate();
  const id = youtubeId(typeof link === 'string' ? link : null);
  const src = id ? youtubeThumbnail(id) : VIDEO_PLACEHOLDER;
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <Box
      component="img"
      src={failed === src ? VIDEO_PLACEHOLDER : src}
      alt={alt ? translate(alt, { ...altArgs, _: alt }) : ''}
      loading="lazy"
      referrerPolicy="no-referrer"
      data-placeholder={failed === src || !id ? 'true' : undefined}
      onError={() => setFailed(src)}
      sx={{ width, height: Math.round((width * 9) / 16), objectFit: 'cover', borderRadius: 1, flexShrink: 0, bgcolor: 'action.hover', display: 'block' }}
    />
  );
}
