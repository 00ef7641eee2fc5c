import {
  DEFAULT_PAGE_LIMIT,
  DEFAULT_SORT,
  MAX_PAGE_LIMIT,
  PRODUCT_SORT_KEYS,
  type ProductSortKey,
} from '@atelier/api-client';
import { Hono } from 'hono';
import { z } from 'zod';
import { FIELD } from '../../messages';
import type { AppEnv } from '../env';
import { rawJsonAnswer, rawJsonList } from '../rawJson';
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

export function productRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/get', async (c) => {
    const q = query(c, listQuery);
    const paged = q.page !== undefined || q.limit !== undefined;
    const answer = await c.get('deps').services.catalogue.list({
      categories: [...new Set(q.category)].sort(),
      brands: [...new Set(q.brand)].sort(),
      sortBy: q.sortBy,
      ...(paged ? { page: { page: q.page ?? 1, limit: q.limit ?? DEFAULT_PAGE_LIMIT } } : {}),
      card: q.fields === 'card',
    });
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
