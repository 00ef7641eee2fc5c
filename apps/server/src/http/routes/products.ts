import {
  DEFAULT_PAGE_LIMIT,
  DEFAULT_SORT,
  MAX_PAGE_LIMIT,
  PRODUCT_SORT_KEYS,
  type ProductSortKey,
} from '@atelier/api-client';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { ProductListQuery } from '../../db/products';
import { FIELD } from '../../messages';
import { tagged } from '../../services/catalogCache';
import { CATALOGUE, cached, cachedJson } from '../caching';
import type { AppEnv } from '../env';
import { brand, category, id } from '../schemas';
import { params, query } from '../validate';

/** `a,b,c` into a checked list; an empty parameter means no filter. */
const commaList = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .max(500)
    .optional()
    .transform((value) =>
      value
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : [],
    )
    .pipe(z.array(item).max(20));

/** A whole number in a query (digits only), from 1 to `max`. */
const wholeNumber = (max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, FIELD.wholeNumber)
    .transform(Number)
    .pipe(z.number().min(1).max(max));

const listQuery = z.object({
  category: commaList(category),
  brand: commaList(brand),
  sortBy: z.enum(PRODUCT_SORT_KEYS as [ProductSortKey, ...ProductSortKey[]]).default(DEFAULT_SORT),
  // Extension 1: paging and the card projection; without page or limit, the whole list.
  page: wholeNumber(Number.MAX_SAFE_INTEGER).optional(),
  limit: wholeNumber(MAX_PAGE_LIMIT).optional(),
  fields: z.string().max(20).optional(),
});

/** The catalogue's query for a listing URL: filters in one order, so equal lists share a cache entry. */
function listing(c: Context): ProductListQuery {
  const q = query(c, listQuery);
  const paged = q.page !== undefined || q.limit !== undefined;
  return {
    categories: [...new Set(q.category)].sort(),
    brands: [...new Set(q.brand)].sort(),
    sortBy: q.sortBy,
    ...(paged ? { page: { page: q.page ?? 1, limit: q.limit ?? DEFAULT_PAGE_LIMIT } } : {}),
    card: q.fields === 'card',
  };
}

export function productRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/get', cached(CATALOGUE), async (c) => {
    return cachedJson(c, await c.get('deps').services.catalogue.list(listing(c)));
  });

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
    const { keyword } = params(c, z.object({ keyword: z.string().max(100, FIELD.tooLong) }));
    return cachedJson(c, await c.get('deps').services.catalogue.search(keyword));
  });
  return app;
}
