import { Hono } from 'hono';
import { z } from 'zod';
import { deleteFeature, insertFeature, listFeatures } from '../../db/features';
import { imageResolver, storedImage } from '../../db/media';
import { requireAdmin } from '../access';
import type { AppEnv } from '../env';
import { notFound } from '../errors';
import { id, imageRef } from '../schemas';
import { jsonBody, params } from '../validate';

export function featureRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/get', async (c) => {
    const { db, config } = c.get('deps');
    return c.json({ success: true, data: await listFeatures(db, imageResolver(config.publicUrl)) });
  });

  app.post('/add', requireAdmin, async (c) => {
    const { db, config } = c.get('deps');
    const body = await jsonBody(c, z.object({ image: imageRef }));
    const data = await insertFeature(
      db,
      storedImage(config.publicUrl, body.image),
      imageResolver(config.publicUrl),
    );
    return c.json({ success: true, message: 'Feature image added successfully', data }, 201);
  });

  app.delete('/delete/:id', requireAdmin, async (c) => {
    const { db } = c.get('deps');
    const { id: featureId } = params(c, z.object({ id }));
    if (!(await deleteFeature(db, featureId))) throw notFound('Feature image not found');
    return c.json({ success: true, message: 'Feature image deleted successfully' });
  });

  return app;
}
