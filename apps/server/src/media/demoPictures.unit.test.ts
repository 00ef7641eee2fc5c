import { GARMENT_COLOURS, GARMENTS, garmentSvg } from '@atelier/api-client/demo-data';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { createDemoPictures } from './demoPictures';

const JEANS = '/media/garments/jeans-4a6a9b';

describe('demo pictures', () => {
  it('sends a product shot as a WebP of its drawing, at the drawing’s size', async () => {
    const picture = await createDemoPictures().picture(`${JEANS}.webp`);
    expect(picture?.contentType).toBe('image/webp');
    const meta = await sharp(picture?.body as Uint8Array).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 1000 });
  });

  it('still sends the drawing for the path ending in .svg, and banners as SVG', async () => {
    const pictures = createDemoPictures();
    expect(await pictures.picture(`${JEANS}.svg`)).toEqual({
      body: garmentSvg('jeans', '4a6a9b'),
      contentType: 'image/svg+xml; charset=utf-8',
    });
    expect((await pictures.picture('/media/banners/banner-0.svg'))?.body).toContain('<svg');
  });

  it('names no picture outside the palette, the garments or the banners', () => {
    const pictures = createDemoPictures();
    // Any colour draws as SVG, but only the palette's are rasterised and kept.
    expect(pictures.picture('/media/garments/jeans-123456.webp')).toBeNull();
    expect(pictures.picture('/media/garments/robot-4a6a9b.webp')).toBeNull();
    expect(pictures.picture('/media/banners/banner-0.webp')).toBeNull();
    expect(pictures.picture('/media/garments/jeans-4a6a9b.png')).toBeNull();
  });

  it('draws each picture once, one at a time', async () => {
    let running = 0;
    let most = 0;
    const render = vi.fn(async (svg: string) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((done) => setImmediate(done));
      running -= 1;
      return new TextEncoder().encode(svg.length.toString());
    });
    const pictures = createDemoPictures({ render });
    await Promise.all([
      pictures.picture(`${JEANS}.webp`),
      pictures.picture(`${JEANS}.webp`),
      pictures.picture('/media/garments/cap-233a6b.webp'),
      pictures.picture('/media/garments/dress-d3a12a.webp'),
    ]);
    await pictures.picture(`${JEANS}.webp`);
    expect(render).toHaveBeenCalledTimes(3);
    expect(most).toBe(1);
  });

  it('warms every product shot ahead, one at a time, letting a visitor in between', async () => {
    const drawn: string[] = [];
    const render = vi.fn(async (svg: string) => {
      drawn.push(svg);
      await new Promise((done) => setImmediate(done));
      return new Uint8Array(1);
    });
    const pictures = createDemoPictures({ render });
    const warming = pictures.warm();
    await new Promise((done) => setImmediate(done));
    // A visitor's picture late in the warming order is drawn next, not after all the others.
    const cap = garmentSvg('cap', '6e4630');
    await pictures.picture('/media/garments/cap-6e4630.webp');
    expect(drawn.indexOf(cap ?? '')).toBeLessThanOrEqual(2);
    await warming;
    // Each at its full size, then at the widths a listing's cards ask for (640 and 320).
    expect(render).toHaveBeenCalledTimes(3 * GARMENTS.length * Object.keys(GARMENT_COLOURS).length);
  });

  it('sends the drawing when rasterising fails, and says so once', async () => {
    const logger = { warn: vi.fn() };
    const render = vi.fn(async () => {
      throw new Error('no sharp for this platform');
    });
    const pictures = createDemoPictures({ render, logger });
    const first = await pictures.picture(`${JEANS}.webp`);
    const second = await pictures.picture('/media/garments/cap-233a6b.webp');
    expect(first).toEqual({
      body: garmentSvg('jeans', '4a6a9b'),
      contentType: 'image/svg+xml; charset=utf-8',
    });
    expect(second?.contentType).toBe('image/svg+xml; charset=utf-8');
    expect(render).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });
});
