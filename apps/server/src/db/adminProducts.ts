import { type AdminProductSort, encodeCursor, type StockState } from '@atelier/api-client';
import type { AdminProductSearchQuery } from '@atelier/api-client/schemas';
import type { Queryable, SqlParam } from './database';
import {
  cappedTotal,
  countUpToCap,
  keysAsText,
  orderByKeys,
  readSearchPage,
  readsAsKeys,
  type SortKey,
  searchPageSql,
} from './keyset';
import { productObject, SIZES_OF_P } from './products';

/**
 * Extension 'admin-product-search': the back office's product list, one page at a time, read
 * by keyset (see keyset.ts).
 */

const ID: SortKey = { expr: 'p.id COLLATE "C"', type: 'text' };
const TITLE: SortKey = { expr: 'p.title COLLATE "C"', type: 'text' };
const LOWER_TITLE = 'lower(p.title) COLLATE "C"';

// Each sort is the listing's where one exists (migration 003's indexes), ending with the id.
const SORTS: Record<AdminProductSort, readonly SortKey[]> = {
  newest: [
    { expr: 'p.created_at', desc: true, type: 'timestamptz' },
    { ...ID, desc: true },
  ],
  'title-atoz': [{ expr: LOWER_TITLE, type: 'text' }, ID],
  'title-ztoa': [{ expr: LOWER_TITLE, desc: true, type: 'text' }, ID],
  'price-lowtohigh': [{ expr: 'p.unit_price', type: 'numeric' }, TITLE, ID],
  'price-hightolow': [{ expr: 'p.unit_price', desc: true, type: 'numeric' }, TITLE, ID],
  'stock-lowtohigh': [{ expr: 'p.total_stock', type: 'int' }, ID],
};

const STOCK_WHERE: Record<StockState, string> = {
  out: 'p.total_stock <= 0',
  low: 'p.total_stock BETWEEN 1 AND 9',
  in: 'p.total_stock >= 10',
};

/** The filters as conditions, the searched text's apart (searchPageSql reads it its own way). */
function filters(
  q: AdminProductSearchQuery,
  values: SqlParam[],
): { where: string[]; match: string | null } {
  const where: string[] = [];
  let match: string | null = null;
  if (q.q) {
    // LIKE through the trigram indexes (migration 006), its wildcards escaped: the text is literal.
    values.push(`%${q.q.replace(/[\\%_]/g, '\\$&')}%`);
    const at = `lower($${values.length})`;
    match = `(lower(p.title) LIKE ${at} OR lower(p.brand) LIKE ${at})`;
  }
  if (q.category.length) {
    values.push(q.category);
    where.push(`p.category = ANY($${values.length}::text[])`);
  }
  if (q.brand.length) {
    values.push(q.brand);
    where.push(`p.brand = ANY($${values.length}::text[])`);
  }
  if (q.stock.length) where.push(`(${q.stock.map((state) => STOCK_WHERE[state]).join(' OR ')})`);
  return { where, match };
}

/**
 * Rows after the cursor's: (k0 > v0) OR (k0 = v0 AND k1 > v1) OR ..., each in its direction;
 * the cursor's values are pushed onto `values` as parameters. Shared by the back office's lists.
 */
export function after(
  keys: ReadonlyArray<{ expr: string; desc?: boolean; type: string }>,
  cursor: readonly string[],
  values: SqlParam[],
): string {
  const params = keys.map((key, index) => {
    values.push(cursor[index] ?? '');
    return `$${values.length}::${key.type}`;
  });
  const terms = keys.map((key, index) => {
    const equal = keys.slice(0, index).map((k, j) => `${k.expr} = ${params[j]}`);
    return [...equal, `${key.expr} ${key.desc ? '<' : '>'} ${params[index]}`].join(' AND ');
  });
  return `(${terms.map((term) => `(${term})`).join(' OR ')})`;
}

export type AdminPageAnswer = { json: string } | { badCursor: true };

/** One page of the search as the answer's JSON text, built by the database row by row. */
export async function searchAdminProductsJson(
  db: Queryable,
  q: AdminProductSearchQuery,
  limit: number,
  publicUrl: string,
): Promise<AdminPageAnswer> {
  const keys = SORTS[q.sortBy] ?? SORTS.newest;
  if (q.cursor && !readsAsKeys(keys, q.cursor)) return { badCursor: true };
  const values: SqlParam[] = [publicUrl];
  const { where, match } = filters(q, values);
  // $1 is the public URL, which only the page's pictures read: the cap takes its place.
  const total = await countUpToCap(db, 'products p', match ? [...where, match] : where, values, 0);
  if (q.cursor) where.push(after(keys, q.cursor, values));
  values.push(limit + 1);
  const orderBy = orderByKeys(keys);
  const limitParam = `$${values.length}`;
  // The page's products made whole, from the page's rows (`inner`, over products p).
  const read = (inner: string) =>
    db.query<{ product: string; keys: string[] }>(
      `SELECT ${productObject(false)}::text AS product, ${keysAsText(keys)} AS keys
         FROM (${inner}) p ${SIZES_OF_P}
        ORDER BY ${orderBy}`,
      values,
    );
  const rows = match
    ? await readSearchPage(
        read,
        searchPageSql({ from: 'products p', where, match, orderBy, limit: limitParam }, 'p.*'),
        limit,
        total,
      )
    : await read(
        `SELECT * FROM products p ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
          ORDER BY ${orderBy} LIMIT ${limitParam}`,
      );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const next =
    rows.length > limit && last ? `,"nextCursor":${JSON.stringify(encodeCursor(last.keys))}` : '';
  const capped = cappedTotal(total);
  return {
    json: `{"success":true,"data":[${page.map((row) => row.product).join(',')}],"total":${capped.total},"totalIsExact":${capped.totalIsExact}${next}}`,
  };
}
