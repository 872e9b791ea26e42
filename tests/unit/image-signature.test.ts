import { describe, expect, it } from 'vitest';
import { IMAGE_SIGNATURE_BYTES, imageKindOf } from '../../src/domain/image-signature';
import { sniffImage } from '../../mock-api/uploads';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('imageKindOf', () => {
  it.each([
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
    ['jpg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF')],
    ['gif', bytes('GIF89a', [1, 0, 1, 0])],
    ['gif', bytes('GIF87a', [1, 0, 1, 0])],
    ['webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
  ])('knows %s by its first bytes', (kind, head) => {
    expect(imageKindOf(head.subarray(0, IMAGE_SIGNATURE_BYTES))).toBe(kind);
  });

  it.each([
    ['a text file named fake.png', bytes('This is plain text, not a picture.')],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a RIFF that is no WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a PNG cut short', bytes([0x89, 0x50, 0x4e, 0x47])],
    ['nothing', bytes()],
  ])('refuses %s', (_name, head) => {
    expect(imageKindOf(head)).toBeUndefined();
  });

  it('is the check the API makes on uploads', () => {
    expect(sniffImage(Buffer.from('This is plain text, not a picture.'))).toBeUndefined();
    expect(sniffImage(Buffer.from(bytes('GIF89a', [1, 0, 1, 0])))).toBe('gif');
  });
});

describe('readLogoFile', () => {
  it('refuses a text file named fake.png by its bytes', async () => {
    const { readLogoFile } = await import('../../src/businesses/logo');
    const fake = new File(['This is plain text, not a picture.'], 'fake.png', { type: 'image/png' });
    await expect(readLogoFile(fake)).rejects.toThrow('resources.businesses.validation.logoNotImage');
  });
});
