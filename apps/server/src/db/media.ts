/** Turns a stored image path into what browsers on another origin can load. */
export type ImageResolver = (stored: string) => string;

/**
 * Where images live. Seeded and uploaded images are stored as `/media/...` or `/uploads/...`
 * paths so the server can move hosts; responses carry absolute URLs on `publicUrl`. Built once
 * and passed to every service that shows or stores an image.
 */
export interface Images {
  readonly publicUrl: string;
  /** Stored path or URL → URL for responses. */
  readonly url: ImageResolver;
  /** URL from a request → what is stored: this server's own URLs become paths. */
  stored(image: string): string;
}

export function createImages(publicUrl: string): Images {
  return {
    publicUrl,
    url: (stored) => (stored.startsWith('/') ? `${publicUrl}${stored}` : stored),
    stored: (image) => (image.startsWith(`${publicUrl}/`) ? image.slice(publicUrl.length) : image),
  };
}
