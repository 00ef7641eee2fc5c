import { DEFAULT_SORT, isSearchableKeyword, SORT_OPTIONS, type SortKey } from '@atelier/api-client';
import { Hono } from 'hono';
import { z } from 'zod';
import { imageResolver } from '../../db/media';
import { findProduct, listProductsJson, searchProductsJson } from '../../db/products';
import type { AppEnv } from '../env';
import { notFound } from '../errors';
import { brand, category, id } from '../schemas';
import { params, query } from '../validate';

const jsonList = (data: string) => `{"success":true,"data":${data}}`;
const JSON_TYPE = { 'Content-Type': 'application/json; charset=UTF-8' };

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

const listQuery = z.object({
  category: commaList(category),
  brand: commaList(brand),
  sortBy: z
    .enum(SORT_OPTIONS.map((option) => option.id) as [SortKey, ...SortKey[]])
    .default(DEFAULT_SORT),
});

export function productRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/get', async (c) => {
    const { db, config, catalogCache } = c.get('deps');
    const q = query(c, listQuery);
    const filters = {
      categories: [...new Set(q.category)].sort(),
      brands: [...new Set(q.brand)].sort(),
      sortBy: q.sortBy,
    };
    const data = await catalogCache.get(`list:${JSON.stringify(filters)}`, () =>
      listProductsJson(db, filters, config.publicUrl),
    );
    return c.body(jsonList(data), 200, JSON_TYPE);
  });

  app.get('/get/:id', async (c) => {
    const { db, config } = c.get('deps');
    const { id: productId } = params(c, z.object({ id }));
    const product = await findProduct(db, productId, imageResolver(config.publicUrl));
    if (!product) throw notFound('Product not found');
    return c.json({ success: true, data: product });
  });

  return app;
}

export function searchRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/:keyword', async (c) => {
    const { db, config, catalogCache } = c.get('deps');
    const { keyword } = params(c, z.object({ keyword: z.string().max(100, 'is too long') }));
    // The shop only searches longer keywords; a short one matches nothing rather than everything.
    if (!isSearchableKeyword(keyword)) return c.json({ success: true, data: [] });
    const needle = keyword.trim();
    const data = await catalogCache.get(`search:${needle.toLowerCase()}`, () =>
      searchProductsJson(db, needle, config.publicUrl),
    );
    return c.body(jsonList(data), 200, JSON_TYPE);
  });
  return app;
}
