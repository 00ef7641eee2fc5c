import { createHash } from 'node:crypto';
import type { Product } from '@atelier/api-client';
import { id } from '@atelier/api-client/schemas';
import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { createImages } from '../../db/media';
import { MAIL_BRAND } from '../../mail/templates/brand';
import type { DemoPictures } from '../../media/demoPictures';
import { CATALOGUE } from '../../messages';
import { orNotFound } from '../../services/errors';
import { UPLOAD_NAME } from '../../uploads/names';
import { PREVIEW_SIZE, previewImage } from '../../uploads/preview';
import type { UploadStore } from '../../uploads/store';
import type { AppEnv } from '../env';
import { HttpError } from '../errors';

const PREVIEWS = '/media/previews/';
/** `<product id>.<version>.jpg`: the version names the picture it was made from. */
const PREVIEW_NAME = /^(.+)\.([A-Za-z0-9_-]{12})\.jpg$/;
/** A new product picture makes a new address, so what a chat or a CDN keeps is never stale. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const version = (storedImage: string) =>
  createHash('sha256').update(storedImage).digest('base64url').slice(0, 12);

/**
 * The path of a product's link-preview picture (PREVIEW_SIZE), when this server holds the
 * picture it is made from: an upload or a demo picture (`publicUrl` is where this server's own
 * pictures are). A picture on another host (a CDN an admin named) is not fetched, since the
 * server would then request any address typed in the back office; its head shows that picture.
 */
export function previewPath(
  product: Pick<Product, '_id' | 'image'>,
  publicUrl: string,
): string | undefined {
  const stored = createImages(publicUrl).stored(product.image);
  if (!stored.startsWith('/uploads/') && !stored.startsWith('/media/')) return undefined;
  return `${PREVIEWS}${encodeURIComponent(product._id)}.${version(stored)}.jpg`;
}

export { PREVIEW_SIZE };

const notFound = () => new HttpError(404, CATALOGUE.imageNotFound);

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** The bytes of a picture this server holds, at its stored path; none when it has none. */
async function sourcePicture(
  stored: string,
  uploads: UploadStore,
  pictures: DemoPictures,
): Promise<Uint8Array | null> {
  if (stored.startsWith('/uploads/')) {
    const upload = stored.slice('/uploads/'.length);
    return UPLOAD_NAME.test(upload) ? uploads.get(upload) : null;
  }
  const picture = await pictures.picture(stored);
  if (!picture) return null;
  return typeof picture.body === 'string' ? Buffer.from(picture.body) : picture.body;
}

/**
 * `/media/previews/<id>.<version>.jpg`: the product's picture at 1200x630 on the shop's page
 * colour, drawn by sharp on request (tens of milliseconds) and kept by browsers, link
 * previewers and CDNs for a year under its versioned address. An old version moves to the
 * current one.
 */
export function previewRoutes(pictures: DemoPictures) {
  const app = new Hono<AppEnv>();
  app.use(`${PREVIEWS}*`, etag());
  app.get(`${PREVIEWS}:name`, async (c) => {
    const { services, config, uploads } = c.get('deps');
    const name = PREVIEW_NAME.exec(c.req.param('name'));
    const productId = id.safeParse(name && decoded(name[1] as string));
    if (!name || !productId.success) throw notFound();
    const product = await services.catalogue.product(productId.data).catch(orNotFound);
    const current = product && previewPath(product, config.publicUrl);
    if (!product || !current) throw notFound();
    if (current !== `${PREVIEWS}${c.req.param('name')}`) return c.redirect(current, 302);

    const stored = createImages(config.publicUrl).stored(product.image);
    const source = await sourcePicture(stored, uploads, pictures);
    // The shop's page colour, as around a product's picture in its card.
    const jpeg = source && (await previewImage(source, MAIL_BRAND.page));
    if (!jpeg) throw notFound();
    return c.body(jpeg, 200, {
      'Content-Type': 'image/jpeg',
      'Cache-Control': IMMUTABLE,
      'Content-Security-Policy': "default-src 'none'",
    });
  });
  return app;
}
