import { fitColoursToSizes, type ProductColour } from '@atelier/api-client';
import type { Queryable } from './database';

/**
 * Extension `product-colours`: a product's colours live with their stock per size in one JSON
 * column of its row. Every change reads them under the row's lock (FOR UPDATE) and writes them
 * back in the same transaction, so two checkouts of one product change its colours one after
 * the other; product_sizes keeps each size's stock at the sum over colours.
 */

/** The product's colours, its row locked until the transaction ends; null without colours. */
export async function lockedColours(
  db: Queryable,
  productId: string,
): Promise<ProductColour[] | null> {
  const [row] = await db.query<{ colours: ProductColour[] | null }>(
    'SELECT colours FROM products WHERE id = $1 FOR UPDATE',
    [productId],
  );
  return row?.colours?.length ? row.colours : null;
}

/** Stores the colours (null: none) and, with colours, each size's stock as their sum. */
export async function saveColours(
  db: Queryable,
  productId: string,
  colours: readonly ProductColour[] | null,
): Promise<void> {
  await db.query('UPDATE products SET colours = $2::jsonb WHERE id = $1', [
    productId,
    colours?.length ? JSON.stringify(colours) : null,
  ]);
  if (!colours?.length) return;
  await db.query(
    `UPDATE product_sizes s SET stock = coalesce((
        SELECT sum((cell->>'stock')::int)
          FROM jsonb_array_elements($2::jsonb) colour,
               jsonb_array_elements(colour->'sizes') cell
         WHERE cell->>'size' = s.size), 0)
      WHERE s.product_id = $1`,
    [productId, JSON.stringify(colours)],
  );
  await db.query(
    `UPDATE products SET total_stock = (
        SELECT coalesce(sum(stock), 0) FROM product_sizes WHERE product_id = $1)
      WHERE id = $1`,
    [productId],
  );
}

/** After the admin changed sizes without naming colours: the colours follow (fitColoursToSizes). */
export async function fitColours(db: Queryable, productId: string): Promise<void> {
  const colours = await lockedColours(db, productId);
  if (!colours) return;
  const sizes = await db.query<{ size: string; stock: number }>(
    'SELECT size, stock FROM product_sizes WHERE product_id = $1 ORDER BY position, size',
    [productId],
  );
  await saveColours(db, productId, fitColoursToSizes(colours, sizes));
}

/**
 * Moves `change` units of one size in one colour (negative: takes them). False, and nothing
 * changed, when the colour has no such size or too few are left.
 */
export async function moveColourStock(
  db: Queryable,
  productId: string,
  colour: string,
  size: string,
  change: number,
): Promise<boolean> {
  const colours = await lockedColours(db, productId);
  const cell = colours
    ?.find((entry) => entry.name === colour)
    ?.sizes.find((entry) => entry.size === size);
  if (!colours || !cell || cell.stock + change < 0) return false;
  cell.stock += change;
  await db.query('UPDATE products SET colours = $2::jsonb WHERE id = $1', [
    productId,
    JSON.stringify(colours),
  ]);
  return true;
}

/** Units left of one size in one colour, or null when the product has no such colour or size. */
export async function colourSizeStock(
  db: Queryable,
  productId: string,
  colour: string,
  size: string,
): Promise<number | null> {
  const [row] = await db.query<{ colours: ProductColour[] | null }>(
    'SELECT colours FROM products WHERE id = $1',
    [productId],
  );
  const cell = row?.colours
    ?.find((entry) => entry.name === colour)
    ?.sizes.find((entry) => entry.size === size);
  return cell ? cell.stock : null;
}
