import type { UploadStore } from './store';
import { type PictureWidth, resizeImage } from './widths';

/** The stored name of an upload at a width: refused by UPLOAD_NAME, so reachable only by `?w=`. */
export const variantName = (name: string, width: PictureWidth) =>
  `${name.replace(/\.\w+$/, '')}-w${width}.webp`;

/**
 * Uploads at the widths of extension `picture-widths`. Each is made once, on its first request,
 * and kept in the upload store beside the upload, so every instance and every later request
 * reads it as a file. Resizing runs one at a time (the API keeps the other core), and requests
 * for one variant while it is made share the one resize.
 */
export function createUploadVariants() {
  const making = new Map<string, Promise<Uint8Array<ArrayBuffer> | null>>();
  let queue: Promise<unknown> = Promise.resolve();

  async function make(store: UploadStore, name: string, width: PictureWidth) {
    const original = await store.get(name);
    if (!original) return null;
    const resized = await resizeImage(original, width);
    if (!resized) return null;
    // Another instance may have stored it first; the bytes are the same either way.
    await store.put(variantName(name, width), resized, 'image/webp').catch(() => undefined);
    return resized;
  }

  /** The upload `name` at `width`; null when there is no such upload (or it does not decode). */
  async function get(
    store: UploadStore,
    name: string,
    width: PictureWidth,
  ): Promise<Uint8Array<ArrayBuffer> | null> {
    const key = variantName(name, width);
    const kept = await store.get(key);
    if (kept) return kept;
    const pending = making.get(key);
    if (pending) return pending;
    const next = queue.then(() => make(store, name, width));
    queue = next.catch(() => undefined);
    making.set(key, next);
    try {
      return await next;
    } finally {
      making.delete(key);
    }
  }

  return { get };
}

export type UploadVariants = ReturnType<typeof createUploadVariants>;
