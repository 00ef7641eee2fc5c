import { randomUUID } from 'node:crypto';
import { reencodeImage } from './reencode';
import { sniffImage } from './sniff';
import type { UploadStore } from './store';

export type SaveResult = { name: string } | { refused: 'not-an-image' | 'undecodable' };

/**
 * Stores an uploaded image under a name the server makes up, so nothing the client sends (file
 * name, declared type) decides where it lands or how it is served. The leading bytes must say
 * it is a raster image (SVG can carry script), and what is stored is sharp's re-encoding, never
 * the bytes that came in.
 */
export async function saveUpload(store: UploadStore, bytes: Uint8Array): Promise<SaveResult> {
  if (!sniffImage(bytes)) return { refused: 'not-an-image' };
  const image = await reencodeImage(bytes);
  if (!image) return { refused: 'undecodable' };
  const name = `${randomUUID()}.webp`;
  await store.put(name, image, 'image/webp');
  return { name };
}
