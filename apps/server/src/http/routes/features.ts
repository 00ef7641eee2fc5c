import { Hono } from 'hono';
import { z } from 'zod';
import { CATALOGUE } from '../../messages';
import { requireAdmin } from '../access';
import type { AppEnv } from '../env';
import { id, imageRef } from '../schemas';
import { jsonBody, params } from '../validate';

export function featureRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/get', async (c) =>
    c.json({ success: true, data: await c.get('deps').services.features.list() }),
  );

  app.post('/add', requireAdmin, async (c) => {
    const body = await jsonBody(c, z.object({ image: imageRef }));
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
