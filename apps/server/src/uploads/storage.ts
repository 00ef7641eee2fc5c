import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sniffImage } from './sniff';

/**
 * Writes an image under a name the server makes up, so nothing the client sends (file name,
 * declared type) decides where it lands or how it is served. Null when it is not an image.
 */
export async function saveUpload(dir: string, bytes: Uint8Array): Promise<string | null> {
  const kind = sniffImage(bytes);
  if (!kind) return null;
  await mkdir(dir, { recursive: true });
  const name = `${randomUUID()}.${kind.ext}`;
  await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
  return name;
}

/** Names saveUpload makes; anything else is refused before touching the disk. */
export const UPLOAD_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif|webp|avif)$/;
