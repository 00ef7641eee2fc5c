import { describe, expect, it } from 'vitest';
import { pictureSrcSet } from './pictures';

describe('pictureSrcSet (extension picture-widths)', () => {
  it('lists each width the backend serves, at the picture’s URL with w added', () => {
    expect(pictureSrcSet({ url: 'https://shop.test/uploads/a.webp', widths: [320, 640] })).toBe(
      'https://shop.test/uploads/a.webp?w=320 320w, https://shop.test/uploads/a.webp?w=640 640w',
    );
    expect(pictureSrcSet({ url: '/media/a.webp?v=2', widths: [320] })).toBe(
      '/media/a.webp?v=2&w=320 320w',
    );
  });

  it('gives none for a picture without widths, so the img keeps its one src', () => {
    expect(pictureSrcSet({ url: 'https://res.cloudinary.com/demo/tee.jpg' })).toBeUndefined();
    expect(pictureSrcSet({ url: '/uploads/a.webp', widths: [] })).toBeUndefined();
  });
});
