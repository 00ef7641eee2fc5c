import { CONFIRMATIONS, dialogAddToCartError, STOCK } from '@atelier/api-client';
import { Hono } from 'hono';
import { z } from 'zod';
import { ensureCart, getCart, lockCart, removeCartItem, setCartQuantity } from '../../db/carts';
import { imageResolver } from '../../db/media';
import { findProduct } from '../../db/products';
import { assertSelf, requireUser } from '../access';
import type { AppEnv } from '../env';
import { badRequest, notFound } from '../errors';
import { id, quantity, sizeLabel } from '../schemas';
import { jsonBody, params } from '../validate';

const itemBody = z.object({ userId: id, productId: id, quantity, selectedSize: sizeLabel });

export function cartRoutes() {
  const app = new Hono<AppEnv>();
  app.use('*', requireUser);

  app.post('/add', async (c) => {
    const { db, config } = c.get('deps');
    const body = await jsonBody(c, itemBody);
    assertSelf(c, body.userId);
    const img = imageResolver(config.publicUrl);
    const cart = await db.transaction(async (tx) => {
      const cartId = await ensureCart(tx, body.userId);
      await lockCart(tx, cartId);
      const product = await findProduct(tx, body.productId, img);
      if (!product) throw notFound('Product not found');
      const current = await getCart(tx, body.userId, img);
      // The same rule the product dialog applies, so server and UI always agree.
      const problem = dialogAddToCartError({
        productId: product._id,
        sizes: product.sizes,
        selectedSize: body.selectedSize,
        quantity: body.quantity,
        cartItems: current.items,
      });
      if (problem) throw badRequest(problem);
      const inCart =
        current.items.find(
          (item) => item.productId === product._id && item.selectedSize === body.selectedSize,
        )?.quantity ?? 0;
      await setCartQuantity(tx, cartId, product._id, body.selectedSize, inCart + body.quantity);
      return getCart(tx, body.userId, img);
    });
    return c.json({ success: true, message: CONFIRMATIONS.addedToCart, data: cart });
  });

  app.get('/get/:userId', async (c) => {
    const { db, config } = c.get('deps');
    const { userId } = params(c, z.object({ userId: id }));
    assertSelf(c, userId);
    return c.json({
      success: true,
      data: await getCart(db, userId, imageResolver(config.publicUrl)),
    });
  });

  app.put('/update', async (c) => {
    const { db, config } = c.get('deps');
    const body = await jsonBody(c, itemBody);
    assertSelf(c, body.userId);
    const img = imageResolver(config.publicUrl);
    const cart = await db.transaction(async (tx) => {
      const cartId = await ensureCart(tx, body.userId);
      await lockCart(tx, cartId);
      const current = await getCart(tx, body.userId, img);
      const line = current.items.find(
        (item) => item.productId === body.productId && item.selectedSize === body.selectedSize,
      );
      if (!line) throw notFound('Cart item not present!');
      const product = await findProduct(tx, body.productId, img);
      const stock = product?.sizes.find((size) => size.size === body.selectedSize)?.stock ?? 0;
      if (body.quantity > stock) throw badRequest(STOCK.cartLimitForSize(stock, body.selectedSize));
      await setCartQuantity(tx, cartId, body.productId, body.selectedSize, body.quantity);
      return getCart(tx, body.userId, img);
    });
    return c.json({ success: true, message: CONFIRMATIONS.cartUpdated, data: cart });
  });

  app.delete('/delete/:userId/:productId/:selectedSize', async (c) => {
    const { db, config } = c.get('deps');
    const p = params(c, z.object({ userId: id, productId: id, selectedSize: sizeLabel }));
    assertSelf(c, p.userId);
    const img = imageResolver(config.publicUrl);
    const cartId = await ensureCart(db, p.userId);
    if (!(await removeCartItem(db, cartId, p.productId, p.selectedSize))) {
      throw notFound('Cart item not present!');
    }
    return c.json({
      success: true,
      message: CONFIRMATIONS.cartDeleted,
      data: await getCart(db, p.userId, img),
    });
  });

  return app;
}
