import type {
  Brand,
  Category,
  Product,
  ProductColour,
  ProductPicture,
  ProductSortKey,
  Size,
} from '@atelier/api-client';
import { PICTURE_WIDTHS, RESIZABLE_PATH_SQL, widthsOf } from '../uploads/widths';
import type { Queryable, SqlParam } from './database';
import { type CatalogueFilters, productFilterSql } from './facets';
import type { ImageResolver } from './media';

export interface ProductRow {
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
  colours: ProductColour[] | null;
  pictures: ProductPicture[] | null;
}

export const toProduct = (row: ProductRow, img: ImageResolver): Product => ({
  _id: row.id,
  image: img(row.image),
  ...withWidths('imageWidths', row.image),
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
  ...(row.pictures
    ? {
        pictures: row.pictures.map((picture) => ({
          ...picture,
          url: img(picture.url),
          ...withWidths('widths', picture.url),
        })),
      }
    : {}),
  ...(row.colours ? { colours: row.colours } : {}),
});

/** Extension `picture-widths`: `{ [field]: widths }` for a picture this server resizes. */
function withWidths<K extends string>(field: K, stored: string): { [key in K]?: number[] } {
  const widths = widthsOf(stored);
  return widths ? ({ [field]: widths } as { [key in K]: number[] }) : {};
}

/** The same in SQL: the widths of a stored path, or NULL (stripped) for a picture held elsewhere. */
const widthsSql = (stored: string) =>
  `CASE WHEN ${stored} ~ '${RESIZABLE_PATH_SQL}' THEN '${JSON.stringify(PICTURE_WIDTHS)}'::json END`;

export const SELECT_PRODUCT = `
  SELECT p.id, p.image, p.title, p.description, p.category, p.brand, p.price, p.sale_price,
         p.total_stock, p.average_review, p.sales_count, p.colours, p.pictures,
         (SELECT json_agg(json_build_object('_id', s.id, 'size', s.size, 'stock', s.stock)
                          ORDER BY s.position, s.size)
            FROM product_sizes s WHERE s.product_id = p.id) AS sizes
    FROM products p`;

// Text compares by code unit (COLLATE "C"), as the contract's sorts do, so this server's pages
// and a client sorting the same list agree; every sort ends with the id, so pages never overlap.
const ID = 'p.id COLLATE "C"';
const SORTS: Record<ProductSortKey, string> = {
  'price-lowtohigh': `p.unit_price ASC, p.title COLLATE "C" ASC, ${ID}`,
  'price-hightolow': `p.unit_price DESC, p.title COLLATE "C" ASC, ${ID}`,
  'title-atoz': `lower(p.title) COLLATE "C" ASC, ${ID}`,
  'title-ztoa': `lower(p.title) COLLATE "C" DESC, ${ID}`,
  'sales-hightolow': `p.sales_count DESC, ${ID}`,
};

export interface ProductListQuery extends CatalogueFilters {
  sortBy: ProductSortKey;
  /** Extension 1: one page of the list; the whole list when absent. */
  page?: { page: number; limit: number };
  /** Extension 1: only what a product card shows (no description). */
  card?: boolean;
}

/**
 * The gallery with each stored path made a URL, as `image` is; a card keeps the first picture
 * of each colour only (the contract's cardPictures).
 */
const picturesOfP = (card: boolean) => `(
  SELECT json_agg(json_build_object(
           'url', CASE WHEN left(x.v->>'url', 1) = '/' THEN $1 || (x.v->>'url') ELSE x.v->>'url' END,
           'alt', x.v->>'alt', 'colour', x.v->>'colour',
           'widths', ${widthsSql("x.v->>'url'")}) ORDER BY x.n)
    FROM jsonb_array_elements(p.pictures) WITH ORDINALITY AS x(v, n)
   ${
     card
       ? `WHERE NOT EXISTS (
            SELECT 1 FROM jsonb_array_elements(p.pictures) WITH ORDINALITY AS y(w, m)
             WHERE y.m < x.n AND coalesce(y.w->>'colour', '') = coalesce(x.v->>'colour', ''))`
       : ''
   })`;

/**
 * One product as JSON, built by the database; `card` leaves out what a card does not show.
 * Nulls are stripped: a product without colours or gallery has no such fields, as in toProduct().
 */
export function productObject(card: boolean): string {
  return `json_strip_nulls(json_build_object(
             '_id', p.id,
             'image', CASE WHEN left(p.image, 1) = '/' THEN $1 || p.image ELSE p.image END,
             'imageWidths', ${widthsSql('p.image')},
             'title', p.title, ${card ? '' : "'description', p.description,"}
             'category', p.category, 'brand', p.brand,
             'price', p.price, 'salePrice', p.sale_price, 'totalStock', p.total_stock,
             'averageReview', round(p.average_review::numeric, 1), 'salesCount', p.sales_count,
             'sizes', coalesce(sz.sizes, '[]'::json),
             'pictures', ${picturesOfP(card)}, 'colours', p.colours
           ))`;
}

export const SIZES_OF_P = `
      LEFT JOIN LATERAL (
        SELECT json_agg(json_build_object('_id', s.id, 'size', s.size, 'stock', s.stock)
                        ORDER BY s.position, s.size) AS sizes
          FROM product_sizes s WHERE s.product_id = p.id
      ) sz ON true`;

/**
 * The product list as JSON text, built by the database in one row. Parsing thousands of rows
 * into objects only to serialise them again costs more than the query itself, so list and
 * search responses splice this text in as it is. Same fields as toProduct().
 */
function productsJson(where: string, orderBy: string, card = false): string {
  return `
    SELECT coalesce(json_agg(${productObject(card)} ORDER BY ${orderBy}), '[]'::json)::text AS data
      FROM products p ${SIZES_OF_P}
     ${where ? `WHERE ${where}` : ''}`;
}

/**
 * The listing's whole answer as JSON text: `{ success, data }`, or with a page asked for,
 * `{ success, data, page, limit, total }` where only that page's rows are read and built
 * (LIMIT/OFFSET on the sorted list) and total is a count of the matching products.
 */
export async function listProductsJson(
  db: Queryable,
  q: ProductListQuery,
  publicUrl: string,
): Promise<string> {
  const values: SqlParam[] = [publicUrl];
  const where = productFilterSql('p', q, values);
  const orderBy = SORTS[q.sortBy];
  if (!q.page) {
    const [row] = await db.query<{ data: string }>(productsJson(where, orderBy, q.card), values);
    return `{"success":true,"data":${row?.data ?? '[]'}}`;
  }
  const { page, limit } = q.page;
  values.push(page, limit, (page - 1) * limit);
  const [pageAt, limitAt, offsetAt] = [values.length - 2, values.length - 1, values.length];
  const filter = where ? `WHERE ${where}` : '';
  const [row] = await db.query<{ answer: string }>(
    `SELECT json_build_object(
              'success', true,
              'data', (SELECT coalesce(json_agg(${productObject(!!q.card)} ORDER BY ${orderBy}), '[]'::json)
                         FROM (SELECT * FROM products p ${filter}
                                ORDER BY ${orderBy} LIMIT $${limitAt} OFFSET $${offsetAt}) p
                         ${SIZES_OF_P}),
              'page', $${pageAt}::int, 'limit', $${limitAt}::int,
              'total', (SELECT count(*)::int FROM products p ${filter})
            )::text AS answer`,
    values,
  );
  if (!row) throw new Error('product page query returned nothing');
  return row.answer;
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
    productsJson('strpos(p.search_text, lower($2)) > 0', SORTS['sales-hightolow']),
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
