import { type ProductInput, resolveTotalStock, unitPrice } from '@atelier/api-client';
import type { Queryable } from './database';
import { newId } from './ids';

export type ProductWrite = Omit<ProductInput, 'averageReview'>;

async function writeSizes(db: Queryable, productId: string, sizes: ProductWrite['sizes']) {
  const owned = new Set(
    (
      await db.query<{ id: string }>('SELECT id FROM product_sizes WHERE product_id = $1', [
        productId,
      ])
    ).map((row) => row.id),
  );
  // An _id that is not one of this product's sizes is treated as a new size.
  const keep = sizes
    .map((size) => size._id)
    .filter((value): value is string => !!value && owned.has(value));
  await db.query('DELETE FROM product_sizes WHERE product_id = $1 AND NOT (id = ANY($2::text[]))', [
    productId,
    keep,
  ]);
  // Sizes are renamed in two steps so swapping two labels never trips the unique constraint.
  await db.query(`UPDATE product_sizes SET size = '~' || id WHERE product_id = $1`, [productId]);
  const added: Array<[string, ProductWrite['sizes'][number], number]> = [];
  for (const [position, size] of sizes.entries()) {
    if (size._id && keep.includes(size._id)) {
      await db.query(
        'UPDATE product_sizes SET size = $3, stock = $4, position = $5 WHERE id = $1 AND product_id = $2',
        [size._id, productId, size.size, size.stock, position],
      );
    } else {
      added.push([productId, size, position]);
    }
  }
  await insertSizeRows(db, added);
}

const placeholders = (row: number, width: number) =>
  `(${Array.from({ length: width }, (_, i) => `$${row * width + i + 1}`).join(', ')})`;

async function insertSizeRows(
  db: Queryable,
  rows: ReadonlyArray<[string, { size: string; stock: number }, number]>,
) {
  if (!rows.length) return;
  await db.query(
    `INSERT INTO product_sizes (id, product_id, size, stock, position)
     VALUES ${rows.map((_, i) => placeholders(i, 5)).join(', ')}`,
    rows.flatMap(([productId, size, position]) => [
      newId(),
      productId,
      size.size,
      size.stock,
      position,
    ]),
  );
}

/** Inserts products with their sizes, a few hundred per statement; returns their new ids. */
export async function insertProducts(
  db: Queryable,
  products: readonly ProductWrite[],
): Promise<string[]> {
  const ids: string[] = [];
  const BATCH = 250;
  for (let start = 0; start < products.length; start += BATCH) {
    const batch = products.slice(start, start + BATCH).map((product) => ({ id: newId(), product }));
    await db.query(
      `INSERT INTO products (id, image, title, description, category, brand, price, sale_price,
                             unit_price, total_stock)
       VALUES ${batch.map((_, i) => placeholders(i, 10)).join(', ')}`,
      batch.flatMap(({ id, product }) => [
        id,
        product.image,
        product.title,
        product.description,
        product.category,
        product.brand,
        product.price,
        product.salePrice,
        unitPrice(product),
        resolveTotalStock(product.sizes, product.totalStock),
      ]),
    );
    await insertSizeRows(
      db,
      batch.flatMap(({ id, product }) =>
        product.sizes.map((size, position): [string, typeof size, number] => [id, size, position]),
      ),
    );
    ids.push(...batch.map(({ id }) => id));
  }
  return ids;
}

export async function insertProduct(db: Queryable, input: ProductWrite): Promise<string> {
  const [id] = await insertProducts(db, [input]);
  if (!id) throw new Error('product insert returned nothing');
  return id;
}

/** A product edit; without `sizes` the product keeps the sizes and stock it has. */
export type ProductEdit = Omit<ProductWrite, 'sizes'> & { sizes?: ProductWrite['sizes'] };

/**
 * Replaces a product's fields and, when given, its sizes (entries with a known _id keep it).
 * False when the product does not exist.
 */
export async function updateProduct(
  db: Queryable,
  id: string,
  input: ProductEdit,
): Promise<boolean> {
  const sizes =
    input.sizes ??
    (await db.query<{ stock: number }>(
      'SELECT stock FROM product_sizes WHERE product_id = $1 FOR UPDATE',
      [id],
    ));
  const updated = await db.query(
    `UPDATE products SET image = $2, title = $3, description = $4, category = $5, brand = $6,
                         price = $7, sale_price = $8, unit_price = $9, total_stock = $10
      WHERE id = $1 RETURNING id`,
    [
      id,
      input.image,
      input.title,
      input.description,
      input.category,
      input.brand,
      input.price,
      input.salePrice,
      unitPrice(input),
      resolveTotalStock(sizes, input.totalStock),
    ],
  );
  if (!updated.length) return false;
  if (input.sizes) await writeSizes(db, id, input.sizes);
  return true;
}

export async function deleteProduct(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM products WHERE id = $1 RETURNING id', [id]);
  return rows.length > 0;
}

/** Locks the product row so concurrent size edits of one product apply one after the other. */
export async function lockProduct(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query('SELECT id FROM products WHERE id = $1 FOR UPDATE', [id]);
  return rows.length > 0;
}

/** After a size change, totalStock follows the sizes again. */
export async function syncTotalStock(db: Queryable, productId: string): Promise<void> {
  const sizes = await db.query<{ stock: number }>(
    'SELECT stock FROM product_sizes WHERE product_id = $1',
    [productId],
  );
  await db.query('UPDATE products SET total_stock = $2 WHERE id = $1', [
    productId,
    resolveTotalStock(sizes, 0),
  ]);
}

export async function insertSize(db: Queryable, productId: string, size: string, stock: number) {
  await db.query(
    `INSERT INTO product_sizes (id, product_id, size, stock, position)
     VALUES ($1, $2, $3, $4, (SELECT coalesce(max(position) + 1, 0) FROM product_sizes WHERE product_id = $2))`,
    [newId(), productId, size, stock],
  );
}

export async function updateSizeStock(
  db: Queryable,
  productId: string,
  sizeId: string,
  stock: number,
): Promise<boolean> {
  const rows = await db.query(
    'UPDATE product_sizes SET stock = $3 WHERE id = $1 AND product_id = $2 RETURNING id',
    [sizeId, productId, stock],
  );
  return rows.length > 0;
}

export async function deleteSize(
  db: Queryable,
  productId: string,
  sizeId: string,
): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM product_sizes WHERE id = $1 AND product_id = $2 RETURNING id',
    [sizeId, productId],
  );
  return rows.length > 0;
}
