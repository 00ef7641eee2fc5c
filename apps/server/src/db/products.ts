import {
  type Brand,
  type Category,
  type Product,
  type ProductInput,
  resolveTotalStock,
  type Size,
  type SortKey,
  unitPrice,
} from '@atelier/api-client';
import type { Queryable } from './database';
import { newId } from './ids';
import type { ImageResolver } from './media';

interface ProductRow {
  id: string;
  image: string;
  title: string;
  description: string;
  category: Category;
  brand: Brand;
  price: number | string;
  sale_price: number | string;
  total_stock: number;
  average_review: number;
  sales_count: number;
  sizes: Size[] | null;
}

export const toProduct = (row: ProductRow, img: ImageResolver): Product => ({
  _id: row.id,
  image: img(row.image),
  title: row.title,
  description: row.description,
  category: row.category,
  brand: row.brand,
  price: Number(row.price),
  salePrice: Number(row.sale_price),
  totalStock: row.total_stock,
  averageReview: Math.round(Number(row.average_review) * 10) / 10,
  salesCount: row.sales_count,
  sizes: row.sizes ?? [],
});

const SELECT_PRODUCT = `
  SELECT p.id, p.image, p.title, p.description, p.category, p.brand, p.price, p.sale_price,
         p.total_stock, p.average_review, p.sales_count,
         (SELECT json_agg(json_build_object('_id', s.id, 'size', s.size, 'stock', s.stock)
                          ORDER BY s.position, s.size)
            FROM product_sizes s WHERE s.product_id = p.id) AS sizes
    FROM products p`;

const SORTS: Record<SortKey, string> = {
  'price-lowtohigh': 'p.unit_price ASC, p.title ASC, p.id',
  'price-hightolow': 'p.unit_price DESC, p.title ASC, p.id',
  'title-atoz': 'lower(p.title) ASC, p.id',
  'title-ztoa': 'lower(p.title) DESC, p.id',
};

export interface ProductListQuery {
  categories: Category[];
  brands: Brand[];
  sortBy: SortKey;
}

/**
 * The product list as JSON text, built by the database in one row. Parsing thousands of rows
 * into objects only to serialise them again costs more than the query itself, so list and
 * search responses splice this text in as it is. Same fields as toProduct().
 */
function productsJson(where: string, orderBy: string): string {
  return `
    SELECT coalesce(json_agg(json_build_object(
             '_id', p.id,
             'image', CASE WHEN left(p.image, 1) = '/' THEN $1 || p.image ELSE p.image END,
             'title', p.title, 'description', p.description,
             'category', p.category, 'brand', p.brand,
             'price', p.price, 'salePrice', p.sale_price, 'totalStock', p.total_stock,
             'averageReview', round(p.average_review::numeric, 1), 'salesCount', p.sales_count,
             'sizes', coalesce(sz.sizes, '[]'::json)
           ) ORDER BY ${orderBy}), '[]'::json)::text AS data
      FROM products p
      LEFT JOIN LATERAL (
        SELECT json_agg(json_build_object('_id', s.id, 'size', s.size, 'stock', s.stock)
                        ORDER BY s.position, s.size) AS sizes
          FROM product_sizes s WHERE s.product_id = p.id
      ) sz ON true
     ${where ? `WHERE ${where}` : ''}`;
}

export async function listProductsJson(
  db: Queryable,
  q: ProductListQuery,
  publicUrl: string,
): Promise<string> {
  const where: string[] = [];
  const values: Array<string | string[]> = [publicUrl];
  if (q.categories.length) {
    values.push(q.categories);
    where.push(`p.category = ANY($${values.length}::text[])`);
  }
  if (q.brands.length) {
    values.push(q.brands);
    where.push(`p.brand = ANY($${values.length}::text[])`);
  }
  const [row] = await db.query<{ data: string }>(
    productsJson(where.join(' AND '), SORTS[q.sortBy]),
    values,
  );
  return row?.data ?? '[]';
}

/** Every product for the back office, newest first. */
export async function listAllProductsJson(db: Queryable, publicUrl: string): Promise<string> {
  const [row] = await db.query<{ data: string }>(productsJson('', 'p.created_at DESC, p.id'), [
    publicUrl,
  ]);
  return row?.data ?? '[]';
}

/** Case-insensitive match of a keyword in title, description, brand or category. */
export async function searchProductsJson(
  db: Queryable,
  keyword: string,
  publicUrl: string,
): Promise<string> {
  // strpos, unlike LIKE, treats every character of the keyword literally.
  const [row] = await db.query<{ data: string }>(
    productsJson('strpos(p.search_text, lower($2)) > 0', 'p.sales_count DESC, p.title ASC, p.id'),
    [publicUrl, keyword],
  );
  return row?.data ?? '[]';
}

export async function findProduct(
  db: Queryable,
  id: string,
  img: ImageResolver,
): Promise<Product | null> {
  const [row] = await db.query<ProductRow>(`${SELECT_PRODUCT} WHERE p.id = $1`, [id]);
  return row ? toProduct(row, img) : null;
}

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
  for (const [position, size] of sizes.entries()) {
    if (size._id && keep.includes(size._id)) {
      await db.query(
        'UPDATE product_sizes SET size = $3, stock = $4, position = $5 WHERE id = $1 AND product_id = $2',
        [size._id, productId, size.size, size.stock, position],
      );
    } else {
      await db.query(
        'INSERT INTO product_sizes (id, product_id, size, stock, position) VALUES ($1, $2, $3, $4, $5)',
        [newId(), productId, size.size, size.stock, position],
      );
    }
  }
}

export async function insertProduct(db: Queryable, input: ProductWrite): Promise<string> {
  const id = newId();
  const sizes = input.sizes.map(({ _id: _ignored, ...size }) => size);
  await db.query(
    `INSERT INTO products (id, image, title, description, category, brand, price, sale_price,
                           unit_price, total_stock)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
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
  await writeSizes(db, id, sizes);
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

export async function countProducts(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
  return row?.n ?? 0;
}
