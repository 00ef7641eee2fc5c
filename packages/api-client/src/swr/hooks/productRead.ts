import type { Product } from '../../contract/entities';
import type { ApiClient } from '../../core/client';
import { apiKeys } from '../keys';
import { type PreloadedRead, preloadRead } from '../preload';

/**
 * Starts loading one product before anything renders (a product page opened from a link): the
 * first `useProduct(id)` takes this answer instead of asking again. Apart from the hooks, so
 * start-up carries only this.
 */
export function preloadProduct(client: ApiClient, id: string): PreloadedRead<Product> {
  return preloadRead(apiKeys.product(id), async () => (await client.products.details(id)).data);
}
