import sharp from 'sharp';

/**
 * Extension `picture-widths`: the widths (px) in which the server also sends each picture it
 * stores, at the picture's URL with `?w=<width>`: a phone's card asks for 320 or 640 instead of
 * an upload's 2000. Only these: each is made once and kept, so no request can make the server
 * resize to a width of its choosing.
 */
export const PICTURE_WIDTHS = [320, 640, 960, 1280] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** The stored pictures the server resizes: uploads and the demo's drawn product shots. */
export const RESIZABLE_PATH = /^\/(uploads\/[^/]+|media\/garments\/[^/]+\.webp)$/;
/** The same test in PostgreSQL's regular expressions, for answers the database builds. */
export const RESIZABLE_PATH_SQL = '^/(uploads/[^/]+|media/garments/[^/]+\\.webp)$';

/** The widths a stored picture is offered in: all of them for the server's own, none otherwise. */
export const widthsOf = (stored: string): number[] | undefined =>
  RESIZABLE_PATH.test(stored) ? [...PICTURE_WIDTHS] : undefined;

/**
 * The `w` of a picture's address: undefined when absent (the picture as stored), null when it
 * names no width the server offers (the caller answers 400).
 */
export function askedWidth(value: string | undefined): PictureWidth | undefined | null {
  if (value === undefined) return undefined;
  return PICTURE_WIDTHS.find((width) => String(width) === value) ?? null;
}

const QUALITY = 78;
/** As for uploads (reencode.ts): a picture declaring more pixels is not decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * A stored picture at `width`, as WebP: never wider than it is (a 800 px upload asked for at
 * 1280 comes back at 800; the browser scales it). Null when the bytes do not decode.
 */
export async function resizeImage(
  bytes: Uint8Array,
  width: PictureWidth,
): Promise<Uint8Array<ArrayBuffer> | null> {
  try {
    const output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: true })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: QUALITY })
      .toBuffer();
    return new Uint8Array(output);
  } catch {
    return null;
  }
}
