import { CONFIRMATIONS } from '@atelier/api-client';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { isUniqueViolation } from '../../db/database';
import { imageResolver, storedImage } from '../../db/media';
import {
  deleteProduct,
  deleteSize,
  findProduct,
  insertProduct,
  insertSize,
  listAllProductsJson,
  lockProduct,
  syncTotalStock,
  updateProduct,
  updateSizeStock,
} from '../../db/products';
import { saveUpload } from '../../uploads/storage';
import { requireAdmin } from '../access';
import type { AppEnv } from '../env';
import { badRequest, conflict, HttpError, notFound } from '../errors';
import { brand, category, id, imageRef, money, sizeLabel, stock } from '../schemas';
import { jsonBody, params } from '../validate';

const sizeEntry = z.object({ _id: id.optional(), size: sizeLabel, stock });

const productFields = z.object({
  image: imageRef,
  title: z.string().trim().min(1, 'is required').max(200, 'is too long'),
  description: z.string().trim().min(1, 'is required').max(5000, 'is too long'),
  category,
  brand,
  price: money.refine((value) => value > 0, 'must be above 0'),
  salePrice: money,
  totalStock: stock.default(0),
  // Computed from reviews; a value sent by the form is ignored.
  averageReview: z.unknown().optional(),
  sizes: z.array(sizeEntry).max(30, 'has too many entries').optional(),
});

/** Sizes are optional: an add without them has none, an edit without them keeps the product's own. */
const productBody = productFields
  .refine((p) => p.salePrice < p.price, {
    message: 'Sale price must be lower than the price (0 means not on sale)',
    path: ['salePrice'],
  })
  .refine(
    (p) => !p.sizes || new Set(p.sizes.map((s) => s.size.toLowerCase())).size === p.sizes.length,
    { message: 'Each size may appear only once', path: ['sizes'] },
  );

const productParam = z.object({ id });
const sizeParams = z.object({ productId: id, sizeId: id });
const sizeBody = z.object({ size: sizeLabel, stock });
const stockBody = z.object({ stock });

export function adminProductRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireAdmin);

  app.post(
    '/image-upload',
    async (c, next) =>
      bodyLimit({
        maxSize: c.get('deps').config.uploadMaxBytes + 64 * 1024,
        onError: () => {
          throw new HttpError(413, 'Image is too large');
        },
      })(c, next),
    async (c) => {
      const { config } = c.get('deps');
      const type = c.req.header('content-type') ?? '';
      if (!/^multipart\/form-data\b/i.test(type)) {
        throw new HttpError(415, 'Upload must be multipart/form-data');
      }
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        throw badRequest('Upload body could not be read');
      }
      const file = form.my_file;
      if (!(file instanceof File)) throw badRequest('Field my_file must be an image file');
      if (file.size > config.uploadMaxBytes) throw new HttpError(413, 'Image is too large');
      const name = await saveUpload(config.uploadDir, new Uint8Array(await file.arrayBuffer()));
      if (!name) throw new HttpError(415, 'Only JPEG, PNG, GIF, WebP or AVIF images are accepted');
      return c.json({ success: true, result: { url: `${config.publicUrl}/uploads/${name}` } });
    },
  );

  app.post('/add', async (c) => {
    const { db, config } = c.get('deps');
    const body = await jsonBody(c, productBody);
    const img = imageResolver(config.publicUrl);
    const product = await db.transaction(async (tx) => {
      const newIdValue = await insertProduct(tx, {
        ...body,
        sizes: body.sizes ?? [],
        image: storedImage(config.publicUrl, body.image),
      });
      return findProduct(tx, newIdValue, img);
    });
    return c.json({ success: true, message: CONFIRMATIONS.productAdded, data: product }, 201);
  });

  app.get('/fetch-all', async (c) => {
    const { db, config } = c.get('deps');
    const data = await listAllProductsJson(db, config.publicUrl);
    return c.body(`{"success":true,"data":${data}}`, 200, {
      'Content-Type': 'application/json; charset=UTF-8',
    });
  });

  app.put('/edit/:id', async (c) => {
    const { db, config } = c.get('deps');
    const { id: productId } = params(c, productParam);
    const body = await jsonBody(c, productBody);
    const img = imageResolver(config.publicUrl);
    const product = await db.transaction(async (tx) => {
      const found = await updateProduct(tx, productId, {
        ...body,
        image: storedImage(config.publicUrl, body.image),
      });
      return found ? findProduct(tx, productId, img) : null;
    });
    if (!product) throw notFound('Product not found');
    return c.json({ success: true, message: CONFIRMATIONS.productUpdated, data: product });
  });

  app.delete('/delete/:id', async (c) => {
    const { db } = c.get('deps');
    const { id: productId } = params(c, productParam);
    if (!(await deleteProduct(db, productId))) throw notFound('Product not found');
    return c.json({ success: true, message: CONFIRMATIONS.productDeleted });
  });

  app.post('/:productId/sizes', async (c) => {
    const { db, config } = c.get('deps');
    const { productId } = params(c, z.object({ productId: id }));
    const body = await jsonBody(c, sizeBody);
    const product = await db
      .transaction(async (tx) => {
        if (!(await lockProduct(tx, productId))) return null;
        await insertSize(tx, productId, body.size, body.stock);
        await syncTotalStock(tx, productId);
        return findProduct(tx, productId, imageResolver(config.publicUrl));
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw conflict(`Size ${body.size} already exists`);
        throw error;
      });
    if (!product) throw notFound('Product not found');
    return c.json({ success: true, message: 'Size added successfully', data: product }, 201);
  });

  app.put('/:productId/sizes/:sizeId', async (c) => {
    const { db, config } = c.get('deps');
    const { productId, sizeId } = params(c, sizeParams);
    const body = await jsonBody(c, stockBody);
    const product = await db.transaction(async (tx) => {
      if (!(await lockProduct(tx, productId))) return null;
      if (!(await updateSizeStock(tx, productId, sizeId, body.stock))) return null;
      await syncTotalStock(tx, productId);
      return findProduct(tx, productId, imageResolver(config.publicUrl));
    });
    if (!product) throw notFound('Product or size not found');
    return c.json({ success: true, message: 'Size updated successfully', data: product });
  });

  app.delete('/:productId/sizes/:sizeId', async (c) => {
    const { db, config } = c.get('deps');
    const { productId, sizeId } = params(c, sizeParams);
    const product = await db.transaction(async (tx) => {
      if (!(await lockProduct(tx, productId))) return null;
      if (!(await deleteSize(tx, productId, sizeId))) return null;
      await syncTotalStock(tx, productId);
      return findProduct(tx, productId, imageResolver(config.publicUrl));
    });
    if (!product) throw notFound('Product or size not found');
    return c.json({ success: true, message: 'Size deleted successfully', data: product });
  });

  return app;
}
