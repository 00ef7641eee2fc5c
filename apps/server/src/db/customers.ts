import {
  type AdminCustomerSort,
  type CustomerEvent,
  type CustomerPage,
  type CustomerSummary,
  encodeCursor,
} from '@atelier/api-client';
import type { AdminCustomerSearchQuery } from '@atelier/api-client/schemas';
import { after } from './adminProducts';
import type { Queryable, SqlParam } from './database';
import { newId } from './ids';
import { cappedTotal, countUpToCap, readSearchPage, searchPageSql } from './keyset';

/**
 * Extension 'admin-customers': the back office's shoppers, one page at a time, read by keyset
 * through each sort's own index (migration 013), as the product search is (adminProducts.ts):
 * page 200 of 100,000 shoppers costs what page 1 does. The order figures are computed for the
 * page's rows only, each through the orders' (user_id, order_date) index.
 */

interface SortKey {
  expr: string;
  desc?: boolean;
  type: 'text' | 'timestamptz';
  /** What the cursor's text must look like; a cursor is client input. */
  shape: RegExp;
}

const TEXT = /^[^\0]{0,200}$/;
const ID: SortKey = { expr: 'u.id COLLATE "C"', type: 'text', shape: TEXT };
const SORTS: Record<AdminCustomerSort, readonly SortKey[]> = {
  newest: [
    {
      expr: 'u.created_at',
      desc: true,
      type: 'timestamptz',
      shape: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/,
    },
    { ...ID, desc: true },
  ],
  'name-atoz': [{ expr: 'lower(u.user_name) COLLATE "C"', type: 'text', shape: TEXT }, ID],
};

interface SummaryRow {
  id: string;
  user_name: string;
  email: string;
  verified: boolean;
  blocked: boolean;
  order_count: number;
  total_spent: string | number | null;
  last_order: Date | string | null;
}

// Rejected and cancelled orders bring no money in (the contract's countsTowardSpend).
const FIGURES = `LEFT JOIN LATERAL (
    SELECT count(*)::int AS order_count,
           sum(o.total_amount) FILTER (WHERE o.order_status NOT IN ('rejected', 'cancelled')) AS total_spent,
           max(o.order_date) AS last_order
      FROM orders o WHERE o.user_id = u.id) f ON true`;

const SUMMARY_COLUMNS = `u.id, u.user_name, u.email, u.verified, u.blocked_at IS NOT NULL AS blocked,
       f.order_count, f.total_spent, f.last_order`;

export const toSummary = (row: SummaryRow): CustomerSummary => ({
  id: row.id,
  userName: row.user_name,
  email: row.email,
  verified: row.verified,
  blocked: row.blocked,
  orderCount: row.order_count,
  totalSpent: Number(row.total_spent ?? 0),
  lastOrderDate: row.last_order ? new Date(row.last_order).toISOString() : null,
});

export type CustomerPageAnswer = CustomerPage | { badCursor: true };

/** One page of the shoppers a search matches (admins are never listed). */
export async function searchCustomers(
  db: Queryable,
  q: AdminCustomerSearchQuery,
  limit: number,
): Promise<CustomerPageAnswer> {
  const keys = SORTS[q.sortBy] ?? SORTS.newest;
  const cursor = q.cursor;
  if (
    cursor &&
    !(cursor.length === keys.length && keys.every((k, i) => k.shape.test(cursor[i] ?? '')))
  ) {
    return { badCursor: true };
  }
  const values: SqlParam[] = [];
  const where = ["u.role <> 'admin'"];
  let match: string | undefined;
  if (q.q) {
    // LIKE through the trigram indexes, its wildcards escaped: the text is literal.
    values.push(`%${q.q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`);
    match = `(lower(u.user_name) LIKE $${values.length} OR u.email LIKE $${values.length})`;
  }
  const countValues = [...values];
  const countWhere = match ? [...where, match] : [...where];
  // A search counts first: how many match decides how its page is read.
  const counted = match ? await countUpToCap(db, 'users u', countWhere, countValues) : undefined;
  if (cursor) where.push(after(keys, cursor, values));
  values.push(limit + 1);
  const orderBy = keys.map((key) => `${key.expr} ${key.desc ? 'DESC' : 'ASC'}`).join(', ');
  const read = (page: string) =>
    db.query<SummaryRow & { keys: string[] }>(
      `SELECT ${SUMMARY_COLUMNS},
              ARRAY[${keys.map((key) => `(${key.expr})::text`).join(', ')}] AS keys
         FROM (${page}) u
         ${FIGURES}
        ORDER BY ${orderBy}`,
      values,
    );
  const rows = match
    ? await readSearchPage(
        read,
        searchPageSql(
          { from: 'users u', where, match, orderBy, limit: `$${values.length}` },
          'u.*',
        ),
        limit,
        counted ?? 0,
      )
    : await read(
        `SELECT * FROM users u WHERE ${where.join(' AND ')} ORDER BY ${orderBy} LIMIT $${values.length}`,
      );
  // A first page that is not full is every match: no need to count them again.
  const total =
    counted ??
    (!cursor && rows.length <= limit
      ? rows.length
      : await countUpToCap(db, 'users u', countWhere, countValues));
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    success: true,
    data: page.map(toSummary),
    ...cappedTotal(total),
    ...(rows.length > limit && last ? { nextCursor: encodeCursor(last.keys) } : {}),
  };
}

export interface CustomerRecord extends CustomerSummary {
  role: string;
  joinedAt: string;
  block: { reason: string; at: string; by: string } | null;
}

/** A user with their order figures and block, or null; admins too (the caller decides). */
export async function findCustomer(
  db: Queryable,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<CustomerRecord | null> {
  const [row] = await db.query<
    SummaryRow & {
      role: string;
      created_at: Date | string;
      blocked_at: Date | string | null;
      blocked_reason: string | null;
      blocked_by: string | null;
    }
  >(
    `SELECT ${SUMMARY_COLUMNS}, u.role, u.created_at, u.blocked_at, u.blocked_reason, u.blocked_by
       FROM (SELECT * FROM users WHERE id = $1 ${options.forUpdate ? 'FOR UPDATE' : ''}) u
       ${FIGURES}`,
    [id],
  );
  if (!row) return null;
  return {
    ...toSummary(row),
    role: row.role,
    joinedAt: new Date(row.created_at).toISOString(),
    block: row.blocked_at
      ? {
          reason: row.blocked_reason ?? '',
          at: new Date(row.blocked_at).toISOString(),
          by: row.blocked_by ?? '',
        }
      : null,
  };
}

/** Sets or lifts the block and writes the history entry; the caller holds the user's row. */
export async function setBlock(
  db: Queryable,
  userId: string,
  change: {
    kind: CustomerEvent['kind'];
    at: Date;
    actor: { id: string; name: string };
    reason?: string;
  },
): Promise<void> {
  const blocked = change.kind === 'blocked';
  await db.query(
    'UPDATE users SET blocked_at = $2, blocked_reason = $3, blocked_by = $4 WHERE id = $1',
    [
      userId,
      blocked ? change.at : null,
      blocked ? (change.reason ?? '') : null,
      blocked ? change.actor.name : null,
    ],
  );
  await db.query(
    `INSERT INTO customer_events (id, user_id, kind, at, actor_id, actor_name, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      newId(),
      userId,
      change.kind,
      change.at,
      change.actor.id,
      change.actor.name,
      change.reason ?? null,
    ],
  );
}

/** Blocks and unblocks of one account, newest first. */
export async function listCustomerEvents(db: Queryable, userId: string): Promise<CustomerEvent[]> {
  const rows = await db.query<{
    id: string;
    kind: CustomerEvent['kind'];
    at: Date | string;
    actor_name: string;
    reason: string | null;
  }>(
    'SELECT id, kind, at, actor_name, reason FROM customer_events WHERE user_id = $1 ORDER BY seq DESC',
    [userId],
  );
  return rows.map((row) => ({
    _id: row.id,
    kind: row.kind,
    at: new Date(row.at).toISOString(),
    by: row.actor_name,
    ...(row.reason ? { reason: row.reason } : {}),
  }));
}
