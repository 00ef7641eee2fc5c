import { type Product, productSlug } from '@atelier/api-client';
import type { RouteMap } from './routes';

// Apart from the route map, which every page loads: only product pages and links need this.

/** The product's page: the route's `:slug` (or the path's end) takes its title words and id. */
export function productHref(
  routes: Pick<RouteMap, 'product'>,
  product: Pick<Product, '_id' | 'title'>,
): string {
  const slug = productSlug(product);
  return routes.product.includes(':slug')
    ? routes.product.replace(':slug', slug)
    : `${routes.product.replace(/\/$/, '')}/${slug}`;
}
