/**
 * Video links of course units (docs/requirements.md §3, §5, §9): YouTube watch, embed and short-link URLs.
 * Pure: shared by the admin and the fixture API. A link is first an http(s) URL (URL_PATTERN of patterns.ts).
 */
import { URL_PATTERN } from './patterns';

const ID = /^[A-Za-z0-9_-]{11}$/;
const WATCH_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);
const EMBED_HOSTS = new Set([...WATCH_HOSTS, 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const SHORT_HOSTS = new Set(['youtu.be', 'www.youtu.be']);

const parse = (value: string): URL | null => (URL_PATTERN.test(value.trim()) ? new URL(value.trim()) : null);

/**
 * The 11-character video id of a watch (`youtube.com/watch?v=ID`), embed (`youtube.com/embed/ID`)
 * or short (`youtu.be/ID`) link; null for anything else.
 */
export function youtubeId(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const url = parse(value);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null = null;
  if (SHORT_HOSTS.has(host)) id = segments[0] ?? null;
  else if (WATCH_HOSTS.has(host) && url.pathname === '/watch') id = url.searchParams.get('v');
  else if (EMBED_HOSTS.has(host) && segments[0] === 'embed') id = segments[1] ?? null;
  return id !== null && ID.test(id) ? id : null;
}

export const isYoutubeUrl = (value: string | null | undefined): boolean => youtubeId(value) !== null;

/** Thumbnail image of a video id (the UI falls back to a placeholder when it fails to load). */
export const youtubeThumbnail = (id: string): string => `https://img.youtube.com/vi/${encodeURIComponent(id)}/hqdefault.jpg`;

/** Canonical watch URL of a video id (what the Play action opens). */
export const youtubeWatchUrl = (id: string): string => `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;

/** Thumbnail of a link, or null when the link is not a recognised video URL. */
export const thumbnailOf = (value: string | null | undefined): string | null => {
  const id = youtubeId(value);
  return id ? youtubeThumbnail(id) : null;
};
