import { GARMENT_COLOURS, GARMENTS, garmentSvg, pictureSvg } from '@atelier/api-client/demo-data';
import type { Logger } from 'pino';
import type { PictureWidth } from '../uploads/widths';

/** A demo picture as the server sends it. */
export interface DemoPicture {
  body: string | Uint8Array<ArrayBuffer>;
  contentType: string;
}

const SVG = 'image/svg+xml; charset=utf-8';
const WEBP = 'image/webp';
const WEBP_QUALITY = 75;
/** libwebp's effort, 0 to 6: 2 draws in under half the time of the default 4, 8% larger. */
const WEBP_EFFORT = 2;
const GARMENT_WEBP = /^\/media\/garments\/([a-z]+)-([0-9a-f]{6})(?:-(\d))?\.webp$/;
const PALETTE = new Set<string>(Object.values(GARMENT_COLOURS));
/** The width garmentSvg draws at: a width of extension `picture-widths` rasterises at its scale. */
const DRAWN_WIDTH = 800;
/** What the listing's cards ask for on phones and desktops, drawn ahead with the full size. */
const WARMED_WIDTHS: readonly PictureWidth[] = [640, 320];

type Render = (svg: string, width?: PictureWidth) => Promise<Uint8Array<ArrayBuffer>>;

/**
 * Rasterises with sharp, loaded on first use: a platform without its prebuilt binary still
 * starts, and its pictures go out as the SVG they are drawn from.
 */
async function renderWebp(svg: string, width?: PictureWidth): Promise<Uint8Array<ArrayBuffer>> {
  const { default: sharp } = await import('sharp');
  // One thread per picture: the pictures are drawn one at a time, and the API keeps a core.
  sharp.concurrency(1);
  // Drawn at the width's own scale: sharp rasterises an SVG at 72 dpi, its drawn width.
  const density = width ? (72 * width) / DRAWN_WIDTH : 72;
  const webp = sharp(Buffer.from(svg), { density })
    .resize(width ? { width } : undefined)
    .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT });
  return new Uint8Array(await webp.toBuffer());
}

/**
 * The demo pictures behind `/media/...` paths. A product shot (`/media/garments/<garment>-<hex>`)
 * goes out as WebP, the way a shop sends its photographs: Chromium builds a whole document
 * for every SVG it shows (4 to 10 ms of main thread each on a phone's first screen of cards),
 * while a WebP decodes off the main thread. The same path with `.svg` still answers with the
 * drawing, for data seeded before. Banners stay SVG: their words are text, which a server
 * without fonts would not draw.
 *
 * Only the palette's colours are rasterised, so the pictures are a finite set: each is drawn
 * once, one at a time (the API keeps a core), and kept. `warm` draws them all ahead of the
 * first visitors (about 25 ms each, 200 of them).
 */
export function createDemoPictures({
  render = renderWebp,
  logger,
}: {
  render?: Render;
  /** Told once when rasterising fails; the pictures then go out as SVG. */
  logger?: Pick<Logger, 'warn'>;
} = {}) {
  const rendered = new Map<string, Promise<DemoPicture>>();
  let queue: Promise<unknown> = Promise.resolve();
  let canRender = true;

  const rasterise = (svg: string, width?: PictureWidth): Promise<DemoPicture> => {
    const next = queue.then(async (): Promise<DemoPicture> => {
      if (!canRender) return { body: svg, contentType: SVG };
      try {
        return { body: await render(svg, width), contentType: WEBP };
      } catch (error) {
        canRender = false;
        logger?.warn({ err: error }, 'demo pictures go out as SVG: rasterising failed');
        return { body: svg, contentType: SVG };
      }
    });
    queue = next;
    return next;
  };

  /**
   * The picture at `path` (a product shot at `width` when given; a drawing in SVG is every width
   * at once), or null when the path names none.
   */
  function picture(path: string, width?: PictureWidth): Promise<DemoPicture> | null {
    const key = width ? `${path}?w=${width}` : path;
    const kept = rendered.get(key);
    if (kept) return kept;
    const garment = GARMENT_WEBP.exec(path);
    if (!garment) {
      const svg = pictureSvg(path);
      return svg === null ? null : Promise.resolve({ body: svg, contentType: SVG });
    }
    const [, name = '', hex = '', view = '0'] = garment;
    if (!PALETTE.has(hex)) return null;
    const svg = garmentSvg(name, hex, Number(view));
    if (svg === null) return null;
    const next = rasterise(svg, width);
    rendered.set(key, next);
    return next;
  }

  /**
   * Draws every product shot not drawn yet, one after the other. It asks for the next only
   * once one is done, so a visitor's picture waits behind one of them at most.
   */
  async function warm(): Promise<void> {
    for (const width of [undefined, ...WARMED_WIDTHS]) {
      for (const garment of GARMENTS) {
        for (const hex of PALETTE) await picture(`/media/garments/${garment}-${hex}.webp`, width);
      }
    }
  }

  return { picture, warm };
}

export type DemoPictures = ReturnType<typeof createDemoPictures>;
