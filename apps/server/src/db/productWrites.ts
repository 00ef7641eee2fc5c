import {
  type ProductInput,
  type ProductPicture,
  resolveTotalStock,
  sumColourStock,
  unitPrice,
  withColours,
} from '@atelier/api-client';
import { fitColours, saveColours } from './colourStock';
import type { Queryable } from './database';
import { newId } from './ids';

export type ProductWrite = Omit<ProductInput, 'averageReview'>;

/**
 * A product written whole, as the seed writes the shared demo catalogue: its own ids, and the
 * review average and sales its history gives it.
 */
export interface StoredProductWrite extends ProductWrite {
  _id?: string;
  averageReview?: number;
  salesCount?: number;
  sizes: Array<ProductWrite['sizes'][number] & { _id?: string }>;
}

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
  const added: SizeRow[] = [];
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

/** productId, the size, its position; and the id to give it (a new one when left out). */
type SizeRow = [
  productId: string,
  size: { size: string; stock: number },
  position: number,
  id?: string,
];

async function insertSizeRows(db: Queryable, rows: readonly SizeRow[]) {
  for (let start = 0; start < rows.length; start += SIZE_BATCH) {
    const batch = rows.slice(start, start + SIZE_BATCH);
    await db.query(
      `INSERT INTO product_sizes (id, product_id, size, stock, position)
       VALUES ${batch.map((_, i) => placeholders(i, 5)).join(', ')}`,
      batch.flatMap(([productId, size, position, id]) => [
        id ?? newId(),
        productId,
        size.size,
        size.stock,
        position,
      ]),
    );
  }
}

// PostgreSQL takes at most 65,535 parameters in one statement.
const SIZE_BATCH = 2000;

/**
 * Extension `product-colours`: colours fitted to the product's sizes, whose stock becomes their
 * sum; pictures of colours it does not have left out. Unchanged for a product without colours.
 */
function withColourStock<T extends ProductWrite>(product: T): T {
  if (!product.colours?.length) return { ...product, colours: undefined };
  const fitted = withColours(
    product.sizes.map((size) => size.size),
    product.colours,
    product.pictures,
  );
  return {
    ...product,
    sizes: sumColourStock(product.sizes, fitted.colours),
    colours: fitted.colours,
    pictures: fitted.pictures,
  };
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * Inserts products with their sizes (and colours), a few hundred per statement; returns their
 * ids (new ones unless the product names its own).
 */
export async function insertProducts(
  db: Queryable,
  products: readonly StoredProductWrite[],
): Promise<string[]> {
  const ids: string[] = [];
  const BATCH = 250;
  for (let start = 0; start < products.length; start += BATCH) {
    const batch = products
      .slice(start, start + BATCH)
      .map((product) => ({ id: product._id ?? newId(), product: withColourStock(product) }));
    await db.query(
      `INSERT INTO products (id, image, title, description, category, brand, price, sale_price,
                             unit_price, total_stock, average_review, sales_count, colours, pictures)
       VALUES ${batch.map((_, i) => placeholders(i, 14)).join(', ')}`,
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
        product.averageReview ?? 0,
        product.salesCount ?? 0,
        json(product.colours),
        json(product.pictures),
      ]),
    );
    await insertSizeRows(
      db,
      batch.flatMap(({ id, product }) =>
        product.sizes.map((size, position): SizeRow => [id, size, position, size._id]),
      ),
    );
    ids.push(...batch.map(({ id }) => id));
  }
  return ids;
}

/** A new product from the back office: ids, reviews and sales always start fresh. */
export async function insertProduct(db: Queryable, input: ProductWrite): Promise<string> {
  const { _id, averageReview, salesCount, ...fields } = input as StoredProductWrite;
  const sizes = input.sizes.map(({ size, stock }) => ({ size, stock }));
  const [id] = await insertProducts(db, [{ ...fields, sizes } as StoredProductWrite]);
  if (!id) throw new Error('product insert returned nothing');
  return id;
}

/**
 * A product edit; without `sizes` the product keeps the sizes and stock it has, without
 * `colours` or `pictures` (extension `product-colours`) the ones it has.
 */
export type ProductEdit = Omit<ProductWrite, 'sizes'> & { sizes?: ProductWrite['sizes'] };

/** Extension `product-colours`: the colours and pictures an edit sent, fitted to the sizes. */
async function writeColours(db: Queryable, id: string, input: ProductEdit) {
  if (input.colours === undefined) {
    if (input.sizes) await fitColours(db, id);
  } else {
    const sizes = await db.query<{ size: string }>(
      'SELECT size FROM product_sizes WHERE product_id = $1 ORDER BY position, size',
      [id],
    );
    const [row] = await db.query<{ pictures: ProductPicture[] | null }>(
      'SELECT pictures FROM products WHERE id = $1',
      [id],
    );
    const fitted = withColours(
      sizes.map((entry) => entry.size),
      input.colours,
      input.pictures ?? row?.pictures ?? undefined,
    );
    await saveColours(db, id, fitted.colours.length ? fitted.colours : null);
    if (fitted.pictures) {
      await db.query('UPDATE products SET pictures = $2::jsonb WHERE id = $1', [
        id,
        json(fitted.pictures),
      ]);
    }
    return;
  }
  if (input.pictures !== undefined) {
    await db.query('UPDATE products SET pictures = $2::jsonb WHERE id = $1', [
      id,
      json(input.pictures),
    ]);
  }
}

/**
 * Replaces a product's fields and, when given, its sizes (entries with a known _id keep it),
 * colours and pictures. False when the product does not exist.
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
  await writeColours(db, id, input);
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
