/**
 * ImageAvatar — an MUI Avatar showing an image, or its `children` (initials, an icon) when there is no image or it
 * fails to load: users' pictures, business logos, opportunity images.
 * `<ImageAvatar src={safeImageSrc(url)} alt="" sx={{ width: 32, height: 32 }}>GN</ImageAvatar>`
 *
 * Why not MUI Avatar's own `src`: Avatar preloads its image with `new Image()` in an effect, eagerly even when its
 * <img> is `loading="lazy"`, and renders each avatar again once its image is in. On a cold users list the ten
 * pictures were fetched and decoded (SVG, on the main thread) while the rows were still rendering. Here the
 * image is the avatar's child `<img loading="lazy" decoding="async">`: the browser fetches it once, after the rows are
 * laid out, and nothing renders again unless it fails. `src` must already be a safe source (safeImageSrc).
 */
import { useState, type ReactNode } from 'react';
import Avatar, { type AvatarProps } from '@mui/material/Avatar';
import { styled } from '@mui/material/styles';

/** Plain style objects (what every caller passes), so the image's look can be laid over the avatar's. */
type AvatarStyle = Record<string, unknown>;

/** MUI's AvatarImg rules: the image fills the avatar; its alt text never shows over the fallback colours. */
const Img = styled('img')({ width: '100%', height: '100%', objectFit: 'cover', color: 'transparent', textIndent: 10000 });

export interface ImageAvatarProps extends Omit<AvatarProps, 'src' | 'children' | 'sx'> {
  src: string | null | undefined;
  /** The image's text alternative ('' when decorative: a name is written beside it). */
  alt?: string;
  /** What the avatar shows without an image. */
  children: ReactNode;
  sx?: AvatarStyle;
  /** Styles over `sx` while an image is shown (e.g. a neutral background behind a logo with transparent parts). */
  imageSx?: AvatarStyle;
}

export function ImageAvatar({ src, alt = '', children, sx, imageSx, ...props }: ImageAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const image = src && src !== failed ? src : null;
  return (
    <Avatar {...props} sx={image ? { ...sx, ...imageSx } : sx}>
      {image ? <Img src={image} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(image)} /> : children}
    </Avatar>
  );
}
