import sharp from 'sharp';

/** The longest side an uploaded picture keeps: twice the widest place the shop shows one. */
export const MAX_IMAGE_SIDE = 2000;
/** Pixels a picture may declare before it is decoded: refuses decompression bombs. */
const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Decodes an upload and writes it anew as WebP: at most MAX_IMAGE_SIDE on each side, turned
 * upright by its EXIF orientation, with every piece of metadata (camera, GPS position, comments)
 * left behind, since sharp copies none unless asked. Whatever the file carried besides pixels
 * is gone. Null when the bytes do not decode as the image they claim to be.
 */
export async function reencodeImage(bytes: Uint8Array): Promise<Uint8Array | null> {
  try {
    const output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: true })
      .rotate()
      .resize({
        width: MAX_IMAGE_SIDE,
        height: MAX_IMAGE_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer();
    return new Uint8Array(output);
  } catch {
    return null;
  }
}
