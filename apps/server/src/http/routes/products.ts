import { DEFAULT_PAGE_LIMIT } from '@atelier/api-client';
import {
  id,
  productFacetsQuery,
  productListQuery,
  searchParams,
} from '@atelier/api-client/schemas';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { CatalogueFilters } from '../../db/facets';
import type { ProductListQuery } from '../../db/products';
import { tagged } from '../../services/catalogCache';
import { CATALOGUE, cached, cachedJson } from '../caching';
import type { AppEnv } from '../env';
import { params, query } from '../validate';

const inOrder = <T extends string>(values: readonly T[]) => [...new Set(values)].sort();

/** The filters of a listing URL in one order, so equal lists share a cache entry. */
function catalogueFilters(q: z.output<typeof productFacetsQuery>): CatalogueFilters {
  return {
    categories: inOrder(q.category),
    brands: inOrder(q.brand),
    sizes: inOrder(q.size),
    colours: inOrder(q.colour),
    ...(q.minPrice !== undefined ? { minPrice: q.minPrice } : {}),
    ...(q.maxPrice !== undefined ? { maxPrice: q.maxPrice } : {}),
  };
}

/** The catalogue's query for a listing URL. */
function listing(c: Context): ProductListQuery {
  const q = query(c, productListQuery);
  const paged = q.page !== undefined || q.limit !== undefined;
  return {
    ...catalogueFilters(q),
    sortBy: q.sortBy,
    ...(paged ? { page: { page: q.page ?? 1, limit: q.limit ?? DEFAULT_PAGE_LIMIT } } : {}),
    card: q.fields === 'card',
  };
}

export function productRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/get', cached(CATALOGUE), async (c) =>
    cachedJson(c, await c.get('deps').services.catalogue.list(listing(c))),
  );

  // Extension `product-facets`.
  app.get('/facets', cached(CATALOGUE), async (c) =>
    cachedJson(
      c,
      await c.get('deps').services.catalogue.facets(catalogueFilters(query(c, productFacetsQuery))),
    ),
  );

  app.get('/get/:id', cached(CATALOGUE), async (c) => {
    const { id: productId } = params(c, z.object({ id }));
    const data = await c.get('deps').services.catalogue.product(productId);
    return cachedJson(c, tagged(JSON.stringify({ success: true, data })));
  });

  return app;
}

export function searchRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/:keyword', cached(CATALOGUE), async (c) => {
    const { keyword } = params(c, searchParams);
    return cachedJson(c, await c.get('deps').services.catalogue.search(keyword));
  });
  return app;
}
