import {
  DEFAULT_PAGE_LIMIT,
  DEFAULT_SORT,
  MAX_PAGE_LIMIT,
  PRODUCT_SORT_KEYS,
  type ProductSortKey,
} from '@atelier/api-client';
import { Hono } from 'hono';
import { z } from 'zod';
import type { ProductListQuery } from '../../db/products';
import { FIELD } from '../../messages';
import type { AppEnv } from '../env';
import { rawJsonAnswer, rawJsonList } from '../rawJson';
import { rememberedQuery } from '../rememberedQuery';
import { brand, category, id } from '../schemas';
import { params } from '../validate';

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

/** The catalogue's query for a listing URL (frozen: shared by every request with that URL). */
const listing = rememberedQuery(listQuery, (q): ProductListQuery => {
  const categories = [...new Set(q.category)].sort();
  const brands = [...new Set(q.brand)].sort();
  Object.freeze(categories);
  Object.freeze(brands);
  const paged = q.page !== undefined || q.limit !== undefined;
  return {
    categories,
    brands,
    sortBy: q.sortBy,
    ...(paged
      ? { page: Object.freeze({ page: q.page ?? 1, limit: q.limit ?? DEFAULT_PAGE_LIMIT }) }
      : {}),
    card: q.fields === 'card',
  };
});

export function productRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/get', async (c) => {
    const answer = await c.get('deps').services.catalogue.list(listing(c));
    return rawJsonAnswer(c, answer);
  });

  app.get('/get/:id', async (c) => {
    const { id: productId } = params(c, z.object({ id }));
    return c.json({
      success: true,
      data: await c.get('deps').services.catalogue.product(productId),
    });
  });

  return app;
}

export function searchRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/:keyword', async (c) => {
    const { keyword } = params(c, z.object({ keyword: z.string().max(100, FIELD.tooLong) }));
    const data = await c.get('deps').services.catalogue.search(keyword);
    return rawJsonList(c, data);
  });
  return app;
}
