// Apart from `productSlug`: start-up reads a product page's address, only pages make one.

/** The id forms a backend may use: a UUID (the reference server) holds dashes of its own. */
const UUID_AT_END = /[\da-f]{8}(-[\da-f]{4}){3}-[\da-f]{12}$/i;

/**
 * The id in an address part made by `productSlug` (or a bare id), as a router hands it over
 * (decoded): a UUID at its end, else what follows its last dash. Null when there is none.
 */
export function productIdFromSlug(slug: string | undefined): string | null {
  return (slug && (UUID_AT_END.exec(slug)?.[0] ?? slug.slice(slug.lastIndexOf('-') + 1))) || null;
}
