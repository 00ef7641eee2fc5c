/** Names the server gives uploads; anything else is refused before any storage is asked. */
export const UPLOAD_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|gif|webp|avif)$/;

/** Uploads get a fresh name and never change, so browsers and CDNs may keep them for a year. */
export const UPLOAD_CACHE_CONTROL = 'public, max-age=31536000, immutable';
