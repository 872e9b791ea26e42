/**
 * Business logos of the seed: small PNG marks (a shape in a palette colour) as data:image/png URLs. A logo is how
 * the admin itself stores an uploaded logo (src/domain/logo.ts: the businesses API is JSON only), so seeded logos
 * pass the same rules, render without any request and need no file. A pool of LOGO_POOL marks, made once.
 */
import { deflateSync } from 'node:zlib';
import { PALETTE, hashIndex } from './images';

const SIZE = 64;
/** Pixel → palette entry (0 background, 1 colour, 2 white) for u, v in -1..1. */
type Shape = (u: number, v: number, r: number) => number;
const SHAPES: Shape[] = [
  (_u, _v, r) => (r < 0.7 ? 1 : 0),
  (u, v) => (Math.abs(u) + Math.abs(v) < 0.8 ? (Math.abs(u) + Math.abs(v) < 0.3 ? 2 : 1) : 0),
  (_u, _v, r) => (r > 0.42 && r < 0.72 ? 1 : 0),
  (u, v) => (v > -0.6 && v < 0.6 && Math.abs(u) < ((v + 0.6) / 1.2) * 0.7 ? 1 : 0),
  (u, v) => ([-0.45, 0, 0.45].some((x, k) => Math.abs(u - x) < 0.14 && v > 0.6 - (k + 1) * 0.4) && v < 0.6 ? 1 : 0),
  (u, v, r) => (Math.abs(u) < 0.62 && Math.abs(v) < 0.62 ? (r < 0.3 ? 2 : 1) : 0),
];
/** Blue, green, red, purple: each at least 3:1 against the light background, as a graphic needs. */
const LOGO_COLOURS = [0, 1, 2, 3].map((i) => PALETTE[i]);
export const LOGO_POOL = SHAPES.length * LOGO_COLOURS.length;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const frame = Buffer.alloc(8);
  frame.writeUInt32BE(data.length, 0);
  frame.writeUInt32BE(crc32(body), 4);
  return Buffer.concat([frame.subarray(0, 4), body, frame.subarray(4)]);
}

/** An 8-bit indexed PNG of SIZE × SIZE pixels. */
function png(pixel: (x: number, y: number) => number, colours: string[]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 3, 0, 0, 0], 8);
  const raw = Buffer.alloc(SIZE * (SIZE + 1));
  for (let y = 0; y < SIZE; y++) for (let x = 0; x < SIZE; x++) raw[y * (SIZE + 1) + 1 + x] = pixel(x, y);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', Buffer.from(colours.join('').replace(/#/g, ''), 'hex')),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Logo n of the pool as a data:image/png URL. */
export function logoDataUrl(n: number): string {
  const k = n % LOGO_POOL;
  const shape = SHAPES[k % SHAPES.length];
  const colour = LOGO_COLOURS[Math.floor(k / SHAPES.length) % LOGO_COLOURS.length];
  const bytes = png((x, y) => {
    const [u, v] = [(x + 0.5) / (SIZE / 2) - 1, (y + 0.5) / (SIZE / 2) - 1];
    return shape(u, v, Math.hypot(u, v));
  }, ['#f5f5f5', colour, '#ffffff']);
  return `data:image/png;base64,${bytes.toString('base64')}`;
}

const made = new Map<number, string>();

/** The pooled logo of a business name (the same name always gets the same mark). */
export function logoFor(name: string): string {
  const k = hashIndex(name, LOGO_POOL);
  if (!made.has(k)) made.set(k, logoDataUrl(k));
  return made.get(k)!;
}
