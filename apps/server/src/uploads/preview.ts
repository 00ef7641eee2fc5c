import sharp from 'sharp';

/** The picture a link preview shows large (Open Graph's and X's recommended size, 1.91:1). */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;
/** As for uploads (reencode.ts): a picture declaring more pixels is not decoded. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * A product's picture made into a link preview: the whole garment, never cropped (a 4:5 shot
 * cut to 1.91:1 would lose its top and bottom), centred on `background` at PREVIEW_SIZE, as
 * JPEG, which every chat and social site reads. Null when the bytes do not decode.
 */
export async function previewImage(
  bytes: Uint8Array,
  background: string,
): Promise<Uint8Array<ArrayBuffer> | null> {
  try {
    const output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ ...PREVIEW_SIZE, fit: 'contain', background })
      .flatten({ background })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    return new Uint8Array(output);
  } catch {
    return null;
  }
}
