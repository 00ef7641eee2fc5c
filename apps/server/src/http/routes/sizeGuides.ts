import { sizeGuideBody, sizeGuideParams } from '@atelier/api-client/schemas';
import { Hono } from 'hono';
import { SIZE_GUIDES } from '../../messages';
import { requireAdmin } from '../access';
import type { AppEnv } from '../env';
import { jsonBody, params } from '../validate';

/** Extension size-guides: a category's guide, for anyone. */
export function sizeGuideRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/:category', async (c) => {
    const { category } = params(c, sizeGuideParams);
    return c.json({ success: true, data: await c.get('deps').services.sizeGuides.get(category) });
  });
  return app;
}

/** Extension size-guides: an admin replaces or removes a category's guide. */
export function adminSizeGuideRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireAdmin);

  app.put('/:category', async (c) => {
    const { category } = params(c, sizeGuideParams);
    const body = await jsonBody(c, sizeGuideBody);
    const data = await c.get('deps').services.sizeGuides.save(category, body);
    return c.json({ success: true, message: SIZE_GUIDES.saved, data });
  });

  app.delete('/:category', async (c) => {
    const { category } = params(c, sizeGuideParams);
    await c.get('deps').services.sizeGuides.remove(category);
    return c.json({ success: true, message: SIZE_GUIDES.removed });
  });

  return app;
}
