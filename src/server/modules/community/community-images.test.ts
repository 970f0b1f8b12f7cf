import { describe, expect, it } from 'vitest';
import { OWN_IMAGE_URL, sniffCommunityImage } from './community-images.ts';

const bytes = (...parts: Array<number[] | string>) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('community images', () => {
  it('tells PNG, JPEG, WebP and GIF by their first bytes', () => {
    expect(sniffCommunityImage(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0]))).toBe('png');
    expect(sniffCommunityImage(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
    expect(sniffCommunityImage(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    expect(sniffCommunityImage(bytes('GIF89a', [1, 0]))).toBe('gif');
    expect(sniffCommunityImage(bytes('GIF87a'))).toBe('gif');
  });

  it('refuses SVG, HTML, look-alikes and truncated headers', () => {
    for (const bad of [
      bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      bytes('<html><script>alert(1)</script>'),
      bytes('GIF88a'),
      bytes('RIFF', [1, 2, 3, 4], 'WAVE'),
      bytes([0x89], 'PN'),
      bytes([]),
    ])
      expect(sniffCommunityImage(bad)).toBeUndefined();
  });

  it('recognises only URLs in the shape it writes', () => {
    expect(OWN_IMAGE_URL.test('/uploads/community/2026-11/0123456789abcdef0123456789abcdef.webp')).toBe(true);
    for (const url of [
      '/uploads/community/2026-11/../x.png',
      '/uploads/community/2026-11/0123456789abcdef0123456789abcdef.svg',
      'https://example.com/uploads/community/2026-11/0123456789abcdef0123456789abcdef.png',
    ])
      expect(OWN_IMAGE_URL.test(url)).toBe(false);
  });
});
