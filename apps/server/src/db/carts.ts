import type { Cart, CartItem } from '@atelier/api-client';
import type { Queryable } from './database';
import { newId } from './ids';
import type { ImageResolver } from './media';

/** The user's cart id, creating the empty cart on first use. */
export async function ensureCart(db: Queryable, userId: string): Promise<string> {
  await db.query(
    'INSERT INTO carts (id, user_id) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING',
    [newId(), userId],
  );
  const [row] = await db.query<{ id: string }>('SELECT id FROM carts WHERE user_id = $1', [userId]);
  if (!row) throw new Error('cart vanished right after creation');
  return row.id;
}

/** Cart lines carry today's catalogue title, image and prices, never what was stored earlier. */
export async function getCart(db: Queryable, userId: string, img: ImageResolver): Promise<Cart> {
  const cartId = await ensureCart(db, userId);
  const rows = await db.query<{
    product_id: string;
    title: string;
    image: string;
    price: number | string;
    sale_price: number | string;
    quantity: number;
    selected_size: string;
  }>(
    `SELECT ci.product_id, p.title, p.image, p.price, p.sale_price, ci.quantity, ci.selected_size
       FROM cart_items ci JOIN products p ON p.id = ci.product_id
      WHERE ci.cart_id = $1
      ORDER BY ci.added_at, ci.product_id, ci.selected_size`,
    [cartId],
  );
  const items: CartItem[] = rows.map((row) => ({
    productId: row.product_id,
    title: row.title,
    image: img(row.image),
    price: Number(row.price),
    salePrice: Number(row.sale_price),
    quantity: row.quantity,
    selectedSize: row.selected_size,
  }));
  return { _id: cartId, userId, items };
}

export async function setCartQuantity(
  db: Queryable,
  cartId: string,
  productId: string,
  selectedSize: string,
  quantity: number,
): Promise<void> {
  await db.query(
    `INSERT INTO cart_items (cart_id, product_id, selected_size, quantity) VALUES ($1, $2, $3, $4)
     ON CONFLICT (cart_id, product_id, selected_size) DO UPDATE SET quantity = EXCLUDED.quantity`,
    [cartId, productId, selectedSize, quantity],
  );
}

export async function removeCartItem(
  db: Queryable,
  cartId: string,
  productId: string,
  selectedSize: string,
): Promise<boolean> {
  const rows = await db.query(
    `DELETE FROM cart_items WHERE cart_id = $1 AND product_id = $2 AND selected_size = $3
     RETURNING product_id`,
    [cartId, productId, selectedSize],
  );
  return rows.length > 0;
}

export async function emptyCart(db: Queryable, userId: string): Promise<void> {
  await db.query(
    'DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE user_id = $1)',
    [userId],
  );
}

/** Locks the cart so two tabs adding the same item cannot both pass the stock check. */
export async function lockCart(db: Queryable, cartId: string): Promise<void> {
  await db.query('SELECT id FROM carts WHERE id = $1 FOR UPDATE', [cartId]);
}
