import type { Brand, Category, Product, Size, SortKey } from '@atelier/api-client';
import type { Queryable } from './database';
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
