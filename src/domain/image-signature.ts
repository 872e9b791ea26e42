/**
 * Image files told by their first bytes (their signature), not by their name or declared type: one check for the
 * browser's image inputs and the fixture API's uploads. PNG, JPEG, GIF and WebP only.
 */

/** The image kinds accepted for uploads, with their MIME types. */
export const IMAGE_TYPES = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' } as const;
export type ImageKind = keyof typeof IMAGE_TYPES;

/** How many leading bytes `imageKindOf` needs. */
export const IMAGE_SIGNATURE_BYTES = 12;

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const SIGNATURES: { kind: ImageKind; test: (b: Uint8Array) => boolean }[] = [
  { kind: 'png', test: (b) => PNG.every((byte, i) => b[i] === byte) },
  { kind: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { kind: 'gif', test: (b) => ['GIF87a', 'GIF89a'].includes(ascii(b, 0, 6)) },
  { kind: 'webp', test: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
];

/** The image kind the bytes (at least the first IMAGE_SIGNATURE_BYTES) prove, or undefined. */
export const imageKindOf = (bytes: Uint8Array): ImageKind | undefined => SIGNATURES.find((s) => s.test(bytes))?.kind;
