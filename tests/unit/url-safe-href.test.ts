import { describe, expect, it } from 'vitest';
import { URL_PATTERN } from '../../src/domain/patterns';
import { mailtoHref, safeHref, safeImageSrc } from '../../src/domain/url';

describe('safeHref', () => {
  it('keeps http and https URLs', () => {
    expect(safeHref('https://example.com/apply?x=1')).toBe('https://example.com/apply?x=1');
    expect(safeHref('  http://example.org ')).toBe('http://example.org/');
    expect(URL_PATTERN.test('https://youtu.be/abc')).toBe(true);
  });

  it('refuses script, data, relative and empty values', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref(' JavaScript:alert(1)')).toBeNull();
    expect(safeHref('data:text/html,<b>x</b>')).toBeNull();
    expect(safeHref('vbscript:msgbox')).toBeNull();
    expect(safeHref('/users/1')).toBeNull();
    expect(safeHref('www.example.com')).toBeNull();
    expect(safeHref('')).toBeNull();
    expect(safeHref(null)).toBeNull();
    expect(URL_PATTERN.test('ftp://example.com')).toBe(false);
  });
});

describe('safeImageSrc', () => {
  it('loads http(s) images and root-relative paths on this origin, such as the seeded /api/uploads files', () => {
    expect(safeImageSrc('/api/uploads/seed-avatar-GN-3.svg')).toBe('/api/uploads/seed-avatar-GN-3.svg');
    expect(safeImageSrc('https://cdn.example.org/a.png')).toBe('https://cdn.example.org/a.png');
  });

  it('refuses paths that reach another host, scripts and empty values', () => {
    expect(safeImageSrc('//evil.example/x.png')).toBeNull();
    expect(safeImageSrc('/\\evil.example/x.png')).toBeNull();
    expect(safeImageSrc('/')).toBeNull();
    expect(safeImageSrc('javascript:alert(1)')).toBeNull();
    expect(safeImageSrc('uploads/x.png')).toBeNull();
    expect(safeImageSrc('')).toBeNull();
    expect(safeImageSrc(undefined)).toBeNull();
  });
});

describe('mailtoHref', () => {
  it('links plain addresses only', () => {
    expect(mailtoHref('jane@example.ug')).toBe('mailto:jane@example.ug');
    expect(mailtoHref('jane@example.ug?subject=x')).toBeNull();
    expect(mailtoHref('not an email')).toBeNull();
    expect(mailtoHref(undefined)).toBeNull();
  });
});

describe('safeImageSrc: whitespace and control characters', () => {
  it('refuses a path a browser would turn into another host by dropping a tab or newline', () => {
    for (const value of ['/\t/evil.example/x.png', '/\n/evil.example/x.png', '/\r\n/evil.example', '/a b.png', '/x\u0000.png']) expect(safeImageSrc(value), JSON.stringify(value)).toBeNull();
    expect(safeImageSrc('  /api/uploads/a.png  ')).toBe('/api/uploads/a.png');
  });
});
