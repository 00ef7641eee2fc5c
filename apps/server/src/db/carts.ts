import { type Cart, type CartItem, colourImage, type ProductPicture } from '@atelier/api-client';
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
    selected_colour: string;
    pictures: ProductPicture[] | null;
  }>(
    `SELECT ci.product_id, p.title, p.image, p.price, p.sale_price, ci.quantity, ci.selected_size,
            ci.selected_colour, CASE WHEN ci.selected_colour <> '' THEN p.pictures END AS pictures
       FROM cart_items ci JOIN products p ON p.id = ci.product_id
      WHERE ci.cart_id = $1
      ORDER BY ci.added_at, ci.product_id, ci.selected_size, ci.selected_colour`,
    [cartId],
  );
  const items: CartItem[] = rows.map((row) => ({
    productId: row.product_id,
    title: row.title,
    // A line in a colour shows that colour.
    image: img(
      colourImage({ image: row.image, pictures: row.pictures ?? [] }, row.selected_colour),
    ),
    price: Number(row.price),
    salePrice: Number(row.sale_price),
    quantity: row.quantity,
    selectedSize: row.selected_size,
    ...(row.selected_colour ? { selectedColour: row.selected_colour } : {}),
  }));
  return { _id: cartId, userId, items };
}

/** One cart line: a product in a size and a colour ('' for a product without colours). */
export interface LineKey {
  productId: string;
  selectedSize: string;
  colour: string;
}

export async function setCartQuantity(
  db: Queryable,
  cartId: string,
  line: LineKey,
  quantity: number,
): Promise<void> {
  await db.query(
    `INSERT INTO cart_items (cart_id, product_id, selected_size, selected_colour, quantity)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (cart_id, product_id, selected_size, selected_colour)
     DO UPDATE SET quantity = EXCLUDED.quantity`,
    [cartId, line.productId, line.selectedSize, line.colour, quantity],
  );
}

/** Removes a line; without a colour (a client of the plain contract), that size in any colour. */
export async function removeCartItem(
  db: Queryable,
  cartId: string,
  productId: string,
  selectedSize: string,
  colour: string | undefined,
): Promise<boolean> {
  const rows = await db.query(
    `DELETE FROM cart_items
      WHERE cart_id = $1 AND product_id = $2 AND selected_size = $3
        AND ($4::text IS NULL OR selected_colour = $4)
     RETURNING product_id`,
    [cartId, productId, selectedSize, colour ?? null],
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
