import { EXTENSIONS } from '@atelier/api-client';
import { Hono } from 'hono';
import { tagged } from '../../services/catalogCache';
import { CATALOGUE, cached, cachedJson } from '../caching';
import type { AppEnv } from '../env';

/** What this server offers beyond spec section 7: the same for everyone, cached like the catalogue. */
export function extensionRoutes() {
  const app = new Hono<AppEnv>();
  const answer = tagged(JSON.stringify({ success: true, data: EXTENSIONS }));
  app.get('/', cached(CATALOGUE), (c) => cachedJson(c, answer));
  return app;
}
