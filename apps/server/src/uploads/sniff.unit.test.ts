import { describe, expect, it } from 'vitest';
import { sniffImage } from './sniff';

const bytes = (...parts: Array<number[] | string>) =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part,
    ),
  );

describe('sniffImage', () => {
  it('recognises images by magic bytes', () => {
    expect(sniffImage(bytes([0xff, 0xd8, 0xff, 0xdb]))?.ext).toBe('jpg');
    expect(sniffImage(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]))?.ext).toBe('png');
    expect(sniffImage(bytes('GIF89a'))?.ext).toBe('gif');
    expect(sniffImage(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))?.ext).toBe('webp');
    expect(sniffImage(bytes([0, 0, 0, 0x1c], 'ftypavif'))?.ext).toBe('avif');
  });

  it('refuses everything else, SVG and HTML included', () => {
    expect(sniffImage(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(bytes('<!doctype html>'))).toBeNull();
    expect(sniffImage(bytes('%PDF-1.7'))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
});
