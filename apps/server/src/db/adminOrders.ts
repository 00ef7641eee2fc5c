import { type AdminOrderSort, encodeCursor } from '@atelier/api-client';
import type { AdminOrderSearchQuery } from '@atelier/api-client/schemas';
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
import type { ImageResolver } from './media';
import { type OrderRecord, type OrderRow, toOrder } from './orders';

/**
 * Extension 'admin-order-search': the back office's orders, one page at a time, read by keyset
 * (see keyset.ts) through migration 012's indexes.
 */

const DATE: SortKey = { expr: 'o.order_date', type: 'timestamptz' };
const ID: SortKey = { expr: 'o.id COLLATE "C"', type: 'text' };
const AMOUNT: SortKey = { expr: 'o.total_amount', type: 'numeric' };
const down = (key: SortKey): SortKey => ({ ...key, desc: true });

// Every key of a sort runs one way, so "after the cursor" is one row comparison the index reads
// from; ties go by date, then id, as the contract's selectAdminOrders sorts them.
const SORTS: Record<AdminOrderSort, readonly SortKey[]> = {
  newest: [down(DATE), down(ID)],
  oldest: [DATE, ID],
  amountHigh: [down(AMOUNT), down(DATE), down(ID)],
  amountLow: [AMOUNT, DATE, ID],
};

/** The text an order is searched in: id, address and item titles, one a line (migrations 012, 019). */
const SEARCH_TEXT = 'o.search_text';

/** The text's condition, and the filters beside it. */
function filters(q: AdminOrderSearchQuery, values: SqlParam[]) {
  const where: string[] = [];
  let match: string | undefined;
  if (q.q) {
    // LIKE through the trigram index, its wildcards escaped: the text is literal.
    values.push(`%${q.q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`);
    match = `${SEARCH_TEXT} LIKE $${values.length}`;
  }
  if (q.payment !== 'all') {
    values.push(q.payment);
    where.push(`o.payment_method = $${values.length}`);
  }
  if (q.status !== 'all') {
    values.push(q.status);
    where.push(`o.order_status = $${values.length}`);
  }
  return { where, match };
}

export type AdminOrderPageAnswer =
  | { page: { data: OrderRecord[]; total: number; totalIsExact: boolean; nextCursor?: string } }
  | { badCursor: true };

/** One page of the search, with a count that stops past ADMIN_COUNT_CAP. */
export async function searchAdminOrders(
  db: Queryable,
  q: AdminOrderSearchQuery,
  limit: number,
  img: ImageResolver,
): Promise<AdminOrderPageAnswer> {
  const keys = SORTS[q.sortBy];
  if (q.cursor && !readsAsKeys(keys, q.cursor)) return { badCursor: true };
  const values: SqlParam[] = [];
  const { where, match } = filters(q, values);
  const total = await countUpToCap(db, 'orders o', match ? [...where, match] : where, values);
  if (q.cursor) {
    const params = keys.map((key, index) => {
      values.push(q.cursor?.[index] ?? '');
      return `$${values.length}::${key.type}`;
    });
    const columns = keys.map((key) => key.expr).join(', ');
    where.push(`(${columns}) ${keys[0]?.desc ? '<' : '>'} (${params.join(', ')})`);
  }
  values.push(limit + 1);
  const select = `o.*, ${keysAsText(keys)} AS keys`;
  const orderBy = orderByKeys(keys);
  const read = (sql: string) => db.query<OrderRow & { keys: string[] }>(sql, values);
  const rows = match
    ? await readSearchPage(
        read,
        searchPageSql(
          { from: 'orders o', where, match, orderBy, limit: `$${values.length}` },
          select,
        ),
        limit,
        total,
      )
    : await read(
        `SELECT ${select} FROM orders o ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
          ORDER BY ${orderBy} LIMIT $${values.length}`,
      );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    page: {
      data: page.map((row) => toOrder(row, img)),
      ...cappedTotal(total),
      ...(rows.length > limit && last ? { nextCursor: encodeCursor(last.keys) } : {}),
    },
  };
}
