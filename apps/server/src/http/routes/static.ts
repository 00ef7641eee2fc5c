import { type Context, Hono } from 'hono';
import { etag } from 'hono/etag';
import type { DemoPictures } from '../../media/demoPictures';
import { CATALOGUE, UPLOADS } from '../../messages';
import { UPLOAD_CACHE_CONTROL, UPLOAD_NAME } from '../../uploads/names';
import { MIME_BY_EXT } from '../../uploads/sniff';
import { createUploadVariants } from '../../uploads/variants';
import { askedWidth, PICTURE_WIDTHS } from '../../uploads/widths';
import type { AppEnv } from '../env';
import { HttpError } from '../errors';

const imageNotFound = () => new HttpError(404, CATALOGUE.imageNotFound);

/** Extension `picture-widths`: the `w` asked for, one of PICTURE_WIDTHS, else a 400 naming them. */
function width(c: Context<AppEnv>) {
  const asked = askedWidth(c.req.query('w'));
  if (asked === null) throw new HttpError(400, CATALOGUE.pictureWidth(PICTURE_WIDTHS));
  return asked;
}

/** Generated pictures are drawn from their names; a changed drawing is rare and harmless. */
const LONG_LIVED = 'public, max-age=31536000';
// Our SVGs carry no script; the policy makes sure a browser would not run any anyway.
const PICTURE_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/** Generated catalogue pictures and uploaded images, tagged so that a reload revalidates them. */
export function staticRoutes(pictures: DemoPictures) {
  const app = new Hono<AppEnv>();
  const variants = createUploadVariants();
  // Mounted at the root: the validators stay on these paths.
  app.use('/media/*', etag());
  app.use('/uploads/*', etag());

  // The shared demo pictures: the mocks inline the same drawings as data URIs.
  app.get('/media/*', async (c) => {
    const picture = await pictures.picture(c.req.path, width(c));
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
    const asked = width(c);
    const { uploads, logger } = c.get('deps');
    const read = asked ? variants.get(uploads, name, asked) : uploads.get(name);
    const bytes = await read.catch((error: unknown) => {
      logger.error({ err: error }, 'upload storage failed');
      throw new HttpError(502, UPLOADS.storageUnavailable);
    });
    if (!bytes) throw imageNotFound();
    return c.body(bytes, 200, {
      'Content-Type': asked ? MIME_BY_EXT.webp : MIME_BY_EXT[ext],
      'Cache-Control': UPLOAD_CACHE_CONTROL,
      'Content-Security-Policy': "default-src 'none'",
    });
  });

  return app;
}
