import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PREVIEW_SIZE, previewImage } from './preview';

const BACKGROUND = '#f4f4f5';

/** The colour of one pixel, as [r, g, b]. */
async function pixel(image: Uint8Array, x: number, y: number) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]].map(Number);
}
const near = (actual: number[], expected: number[]) =>
  actual.every((value, index) => Math.abs(value - (expected[index] ?? 0)) <= 6);

describe('a link-preview picture', () => {
  it('is 1200x630 JPEG with the whole garment centred on the page colour', async () => {
    // A 4:5 product shot, solid red.
    const shot = await sharp({
      create: { width: 400, height: 500, channels: 3, background: '#ff0000' },
    })
      .png()
      .toBuffer();
    const preview = await previewImage(shot, BACKGROUND);
    expect(preview).not.toBeNull();
    const meta = await sharp(preview as Uint8Array).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', ...PREVIEW_SIZE });
    const image = preview as Uint8Array;
    expect(near(await pixel(image, 600, 315), [255, 0, 0])).toBe(true);
    // Not cropped: the top and bottom rows are the garment's, the sides the page's colour.
    expect(near(await pixel(image, 600, 2), [255, 0, 0])).toBe(true);
    expect(near(await pixel(image, 600, 627), [255, 0, 0])).toBe(true);
    expect(near(await pixel(image, 10, 315), [0xf4, 0xf4, 0xf5])).toBe(true);
  });

  it('is none for bytes that are not a picture', async () => {
    expect(
      await previewImage(new TextEncoder().encode('<html>not a picture'), BACKGROUND),
    ).toBeNull();
  });
});
