/**
 * Seed images made here, so the fixture works offline and sends no administrator's browser to an outside host:
 * initials avatars (users) and pattern covers (bootcamps, opportunities) as SVG files in the uploads dir, served at
 * /api/uploads like uploaded images. The set is bounded whatever the scale: one avatar per initials + colour, a pool
 * of COVER_POOL covers; many rows share a file. Same names give the same files, so seeding stays reproducible.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { initials } from '../../src/domain/format';
import { SEED_IMAGE_PREFIX, UPLOADS_URL } from '../uploads';

export const COVER_POOL = 24;

export const PALETTE = ['#1565c0', '#2e7d32', '#c62828', '#6a1b9a', '#00695c', '#ad1457', '#4527a0', '#37474f', '#ef6c00', '#f9a825', '#0277bd', '#33691e'];
const TEXT_COLOURS = ['#ffffff', '#111111'];

const luminance = (hex: string): number => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The text colour with the higher contrast on `background`. */
export const textColourOn = (background: string): string =>
  TEXT_COLOURS.reduce((best, c) => (contrastRatio(c, background) > contrastRatio(best, background) ? c : best));

/** A stable index into `size` from a text (FNV-1a). */
export function hashIndex(text: string, size: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0) % size;
}

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>\n`;

export function avatarSvg(letters: string, background: string): string {
  return svg(96, 96, `<rect width="96" height="96" fill="${background}"/>` +
    `<text x="48" y="48" dy="0.35em" text-anchor="middle" font-family="Roboto, Helvetica, Arial, sans-serif" font-size="38" font-weight="500" fill="${textColourOn(background)}">${letters}</text>`);
}

const PATTERNS: ((w: number, h: number) => string)[] = [
  (w, h) => Array.from({ length: 40 }, (_, k) => `<circle cx="${(k % 8) * 90 + 30}" cy="${Math.floor(k / 8) * 90 + 20}" r="${12 + ((k * 7) % 5) * 6}"/>`).join('') + `<rect y="${h - 60}" width="${w}" height="60"/>`,
  (_w, h) => Array.from({ length: 14 }, (_, k) => `<path d="M${k * 60 - h} ${h}L${k * 60} 0h24L${k * 60 + 24 - h} ${h}z"/>`).join(''),
  (w, h) => Array.from({ length: 9 }, (_, k) => `<path d="M${k * 80 - 40} ${h}l${60 + (k % 3) * 20} -${120 + (k % 4) * 50}l${60 + (k % 2) * 30} ${120 + (k % 4) * 50}z"/>`).join('') + `<circle cx="${w - 110}" cy="90" r="44"/>`,
  (w, h) => Array.from({ length: 6 }, (_, k) => `<path d="M0 ${60 + k * 50}q${w / 4} -50 ${w / 2} 0t${w / 2} 0v24q-${w / 4} 50 -${w / 2} 0t-${w / 2} 0z"/>`).join('') + `<rect x="${w - 200}" y="${h - 40}" width="200" height="40"/>`,
];

/** Cover n of the pool (640 × 360): a pattern in translucent white over a palette colour. */
export function coverSvg(n: number): string {
  const [w, h] = [640, 360];
  const background = PALETTE[Math.floor(n / PATTERNS.length) % PALETTE.length];
  return svg(w, h, `<rect width="${w}" height="${h}" fill="${background}"/><g fill="#ffffff" fill-opacity="0.22">${PATTERNS[n % PATTERNS.length](w, h)}</g>`);
}

/** Collects the seed's images while rows are made; write() stores them in the uploads dir. */
export class SeedImages {
  private readonly files = new Map<string, string>();

  private add(name: string, content: () => string): string {
    if (!this.files.has(name)) this.files.set(name, content());
    return `${UPLOADS_URL}/${name}`;
  }

  /** Initials on a colour picked from the whole name (people with the same initials still differ). */
  avatar(fullName: string): string {
    const letters = initials(fullName).replace(/[^A-Z]/g, '') || 'U';
    const colour = hashIndex(fullName, PALETTE.length);
    return this.add(`${SEED_IMAGE_PREFIX}avatar-${letters}-${colour}.svg`, () => avatarSvg(letters, PALETTE[colour]));
  }

  cover(n: number): string {
    const k = n % COVER_POOL;
    return this.add(`${SEED_IMAGE_PREFIX}cover-${k + 1}.svg`, () => coverSvg(k));
  }

  async write(dir: string): Promise<void> {
    await mkdir(dir, { recursive: true });
    await Promise.all([...this.files].map(([name, content]) => writeFile(path.join(dir, name), content)));
  }
}
