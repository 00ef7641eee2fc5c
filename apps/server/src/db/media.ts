/** Turns a stored image path into what browsers on another origin can load. */
export type ImageResolver = (stored: string) => string;

/** Seeded and uploaded images are stored as `/media/...` or `/uploads/...` paths so the server can move hosts. */
export function imageResolver(publicUrl: string): ImageResolver {
  return (stored) => (stored.startsWith('/') ? `${publicUrl}${stored}` : stored);
}

/** The reverse: an absolute URL of this server is stored as its path. */
export function storedImage(publicUrl: string, image: string): string {
  return image.startsWith(`${publicUrl}/`) ? image.slice(publicUrl.length) : image;
}
