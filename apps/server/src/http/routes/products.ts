import { DEFAULT_SORT, SORT_OPTIONS, type SortKey } from '@atelier/api-client';
import { Hono } from 'hono';
import { z } from 'zod';
import { FIELD } from '../../messages';
import type { AppEnv } from '../env';
import { rawJsonList } from '../rawJson';
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
    const q = query(c, listQuery);
    const data = await c.get('deps').services.catalogue.list({
      categories: [...new Set(q.category)].sort(),
      brands: [...new Set(q.brand)].sort(),
      sortBy: q.sortBy,
    });
    return rawJsonList(c, data);
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
