import type { Product } from '../entities';

/** Words of a title kept in its address; enough to read, short enough to share. */
const MAX_SLUG_WORDS = 8;

/** A title as address words: 'Linen Summer Dress (Blue)' -> 'linen-summer-dress-blue'. */
export function readableSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, MAX_SLUG_WORDS)
    .join('-');
}

/**
 * A product's address part: its title's words, then its id ('linen-summer-dress-65b2a7c1...').
 * The id decides which product opens (`productIdFromSlug`); the words are only for people and
 * search engines.
 */
export function productSlug(product: Pick<Product, '_id' | 'title'>): string {
  const words = readableSlug(product.title);
  const id = encodeURIComponent(product._id);
  return words ? `${words}-${id}` : id;
}
