import { featureBody, id } from '@atelier/api-client/schemas';
import { Hono } from 'hono';
import { z } from 'zod';
import { CATALOGUE } from '../../messages';
import { tagged } from '../../services/catalogCache';
import { requireAdmin } from '../access';
import { CATALOGUE as CATALOGUE_CACHE, cached, cachedJson } from '../caching';
import type { AppEnv } from '../env';
import { jsonBody, params } from '../validate';

/** The homepage's feature images: a public read, cached like the catalogue. */
export function featureReads() {
  const app = new Hono<AppEnv>();
  app.get('/get', cached(CATALOGUE_CACHE), async (c) => {
    const data = await c.get('deps').services.features.list();
    return cachedJson(c, tagged(JSON.stringify({ success: true, data })));
  });
  return app;
}

/** Adding and deleting feature images: the admin's. */
export function featureRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/add', requireAdmin, async (c) => {
    const body = await jsonBody(c, featureBody);
    const data = await c.get('deps').services.features.add(body.image);
    return c.json({ success: true, message: CATALOGUE.featureAdded, data }, 201);
  });

  app.delete('/delete/:id', requireAdmin, async (c) => {
    const { id: featureId } = params(c, z.object({ id }));
    await c.get('deps').services.features.remove(featureId);
    return c.json({ success: true, message: CATALOGUE.featureDeleted });
  });

  return app;
}
