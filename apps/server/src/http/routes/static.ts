import { Hono } from 'hono';
import { etag } from 'hono/etag';
import type { DemoPictures } from '../../media/demoPictures';
import { CATALOGUE, UPLOADS } from '../../messages';
import { UPLOAD_CACHE_CONTROL, UPLOAD_NAME } from '../../uploads/names';
import { MIME_BY_EXT } from '../../uploads/sniff';
import type { AppEnv } from '../env';
import { HttpError } from '../errors';

const imageNotFound = () => new HttpError(404, CATALOGUE.imageNotFound);

/** Generated pictures are drawn from their names; a changed drawing is rare and harmless. */
const LONG_LIVED = 'public, max-age=31536000';
// Our SVGs carry no script; the policy makes sure a browser would not run any anyway.
const PICTURE_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/** Generated catalogue pictures and uploaded images, tagged so that a reload revalidates them. */
export function staticRoutes(pictures: DemoPictures) {
  const app = new Hono<AppEnv>();
  // Mounted at the root: the validators stay on these paths.
  app.use('/media/*', etag());
  app.use('/uploads/*', etag());

  // The shared demo pictures: the mocks inline the same drawings as data URIs.
  app.get('/media/*', async (c) => {
    const picture = await pictures.picture(c.req.path);
    if (!picture) throw imageNotFound();
    return c.body(picture.body, 200, {
      'Content-Type': picture.contentType,
      'Cache-Control': LONG_LIVED,
      'Content-Security-Policy': PICTURE_POLICY,
    });
  });

  app.get('/uploads/:name', async (c) => {
    const name = c.req.param('name');
    const match = UPLOAD_NAME.exec(name);
    if (!match) throw imageNotFound();
    const ext = match[1] as keyof typeof MIME_BY_EXT;
    const { uploads, logger } = c.get('deps');
    const bytes = await uploads.get(name).catch((error: unknown) => {
      logger.error({ err: error }, 'upload storage failed');
      throw new HttpError(502, UPLOADS.storageUnavailable);
    });
    if (!bytes) throw imageNotFound();
    return c.body(bytes, 200, {
      'Content-Type': MIME_BY_EXT[ext],
      'Cache-Control': UPLOAD_CACHE_CONTROL,
      'Content-Security-Policy': "default-src 'none'",
    });
  });

  return app;
}
