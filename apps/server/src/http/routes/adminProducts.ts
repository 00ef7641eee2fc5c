import {
  adminProductSearchQuery,
  id,
  newSizeBody,
  productBody,
  sizeStockBody,
} from '@atelier/api-client/schemas';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { CATALOGUE, UPLOADS } from '../../messages';
import { saveUpload } from '../../uploads/storage';
import { requireAdmin } from '../access';
import type { AppEnv } from '../env';
import { badRequest, HttpError } from '../errors';
import { jsonBody, params, query } from '../validate';

const productParam = z.object({ id });
const sizeParams = z.object({ productId: id, sizeId: id });

export function adminProductRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireAdmin);

  app.post(
    '/image-upload',
    async (c, next) =>
      bodyLimit({
        maxSize: c.get('deps').config.uploadMaxBytes + 64 * 1024,
        onError: () => {
          throw new HttpError(413, UPLOADS.tooLarge);
        },
      })(c, next),
    async (c) => {
      const { config } = c.get('deps');
      const type = c.req.header('content-type') ?? '';
      if (!/^multipart\/form-data\b/i.test(type)) throw new HttpError(415, UPLOADS.multipartOnly);
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        throw badRequest(UPLOADS.unreadable);
      }
      const file = form.my_file;
      if (!(file instanceof File)) throw badRequest(UPLOADS.fieldMissing);
      if (file.size > config.uploadMaxBytes) throw new HttpError(413, UPLOADS.tooLarge);
      const saved = await saveUpload(
        c.get('deps').uploads,
        new Uint8Array(await file.arrayBuffer()),
      ).catch((error: unknown) => {
        c.get('deps').logger.error({ err: error }, 'upload storage failed');
        throw new HttpError(502, UPLOADS.storageUnavailable);
      });
      if ('refused' in saved) {
        throw new HttpError(
          415,
          saved.refused === 'not-an-image' ? UPLOADS.unsupported : UPLOADS.undecodable,
        );
      }
      return c.json({
        success: true,
        result: { url: `${config.publicUrl}/uploads/${saved.name}` },
      });
    },
  );

  app.post('/add', async (c) => {
    const { sizes, ...body } = await jsonBody(c, productBody);
    const product = await c.get('deps').services.catalogue.add({ ...body, sizes: sizes ?? [] });
    return c.json({ success: true, message: CATALOGUE.productAdded, data: product }, 201);
  });

  // The database builds the list's JSON: parsing thousands of products only to write them out
  // again would cost more than the query.
  app.get('/fetch-all', async (c) =>
    c.body(`{"success":true,"data":${await c.get('deps').services.catalogue.adminList()}}`, 200, {
      'Content-Type': 'application/json; charset=UTF-8',
    }),
  );

  app.get('/search', async (c) =>
    c.body(
      await c.get('deps').services.catalogue.adminSearch(query(c, adminProductSearchQuery)),
      200,
      { 'Content-Type': 'application/json; charset=UTF-8' },
    ),
  );

  app.put('/edit/:id', async (c) => {
    const { id: productId } = params(c, productParam);
    const { sizes, ...body } = await jsonBody(c, productBody);
    const product = await c
      .get('deps')
      .services.catalogue.edit(productId, sizes ? { ...body, sizes } : body);
    return c.json({ success: true, message: CATALOGUE.productUpdated, data: product });
  });

  app.delete('/delete/:id', async (c) => {
    const { id: productId } = params(c, productParam);
    await c.get('deps').services.catalogue.remove(productId);
    return c.json({ success: true, message: CATALOGUE.productDeleted });
  });

  app.post('/:productId/sizes', async (c) => {
    const { productId } = params(c, z.object({ productId: id }));
    const body = await jsonBody(c, newSizeBody);
    const product = await c
      .get('deps')
      .services.catalogue.addSize(productId, body.size, body.stock);
    return c.json({ success: true, message: CATALOGUE.sizeAdded, data: product }, 201);
  });

  app.put('/:productId/sizes/:sizeId', async (c) => {
    const { productId, sizeId } = params(c, sizeParams);
    const body = await jsonBody(c, sizeStockBody);
    const product = await c
      .get('deps')
      .services.catalogue.updateSize(productId, sizeId, body.stock, body.colour);
    return c.json({ success: true, message: CATALOGUE.sizeUpdated, data: product });
  });

  app.delete('/:productId/sizes/:sizeId', async (c) => {
    const { productId, sizeId } = params(c, sizeParams);
    const product = await c.get('deps').services.catalogue.deleteSize(productId, sizeId);
    return c.json({ success: true, message: CATALOGUE.sizeDeleted, data: product });
  });

  return app;
}
