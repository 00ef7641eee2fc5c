import {
  type BestSeller,
  DASHBOARD_LIST_LIMITS,
  type DashboardFigures,
  type DashboardTally,
  LOW_STOCK_THRESHOLD,
  NEEDS_ACTION,
  NOT_REVENUE,
  type OrderStatus,
  periodFigures,
  type StockAlert,
} from '@atelier/api-client';
import type { Queryable } from './database';
import type { ImageResolver } from './media';
import { type OrderRecord, type OrderRow, toOrder } from './orders';

/**
 * Extension 'admin-dashboard': the figures of a period in SQL, as the contract's
 * dashboardFigures computes them from lists. Each read is bounded by an index (migrations 012
 * and 015): the period's orders by date, the waiting ones by status, the low sizes by a partial
 * index; only the few rows each list shows come back.
 */

interface AlertRow extends Omit<StockAlert, 'colour'> {
  colour: string | null;
  hasSizes: boolean;
  total_stock: number;
  alerts: number;
}

/** Orders placed from `from` to `to`: whole UTC days, both included, whatever the session's zone. */
const IN_PERIOD = `order_date >= $1::timestamp AT TIME ZONE 'UTC'
  AND order_date < ($2::date + 1)::timestamp AT TIME ZONE 'UTC'`;
const REVENUE = `order_status NOT IN (${NOT_REVENUE.map((status) => `'${status}'`).join(', ')})`;

async function recentOrders(db: Queryable, from: string, to: string) {
  return db.query<OrderRow>(
    `SELECT * FROM orders WHERE ${IN_PERIOD}
      ORDER BY order_date DESC, id COLLATE "C" DESC LIMIT $3`,
    [from, to, DASHBOARD_LIST_LIMITS.recent],
  );
}

/** The oldest waiting orders: each status read in date order from its index, then merged. */
async function waitingOrders(db: Queryable) {
  const oldest = (status: OrderStatus) =>
    `(SELECT * FROM orders WHERE order_status = '${status}'
      ORDER BY order_date, id COLLATE "C" LIMIT $1)`;
  const [rows, [counted]] = await Promise.all([
    db.query<OrderRow>(
      `SELECT * FROM (${NEEDS_ACTION.map(oldest).join(' UNION ALL ')}) w
        ORDER BY order_date, id COLLATE "C" LIMIT $1`,
      [DASHBOARD_LIST_LIMITS.needingAction],
    ),
    db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE order_status = ANY($1::text[])',
      [NEEDS_ACTION],
    ),
  ]);
  return { rows, count: counted?.n ?? 0 };
}

async function bestSellers(db: Queryable, from: string, to: string) {
  return db.query<BestSeller>(
    `SELECT s."productId", coalesce(p.title, s.title) AS title, s.sold FROM (
        SELECT item ->> 'productId' AS "productId", min(item ->> 'title' COLLATE "C") AS title,
          sum((item ->> 'quantity')::int)::int AS sold
        FROM orders o CROSS JOIN LATERAL jsonb_array_elements(o.cart_items) item
        WHERE ${IN_PERIOD} AND ${REVENUE} GROUP BY 1
      ) s LEFT JOIN products p ON p.id = s."productId"
      ORDER BY s.sold DESC, coalesce(p.title, s.title) COLLATE "C" LIMIT $3`,
    [from, to, DASHBOARD_LIST_LIMITS.bestSellers],
  );
}

const NO_COLOURS = `jsonb_array_length(coalesce(p.colours, '[]'::jsonb)) = 0`;

/** A colour's sizes (from products.colours) with their stock, in the colour's order. */
const COLOUR_CELLS = `jsonb_array_elements(p.colours) c(v)
  CROSS JOIN LATERAL jsonb_array_elements(c.v -> 'sizes') WITH ORDINALITY cs(v, n)`;

/**
 * The most urgent stock alerts and how many there are, as the contract's stockAlertsOf(): a
 * product with colours has one per colour with a size out or low (found from migration 018's
 * partial index), any other one for its sizes (migration 015's), or, without sizes, for its
 * total stock as one size called 'All sizes'. Ranked from those sizes alone, ties by id and
 * colour; only the ten shown are read whole.
 */
async function stockAlerts(db: Queryable) {
  const rows = await db.query<AlertRow>(
    `WITH flagged AS (
        SELECT s.product_id AS id, NULL::text AS colour,
          count(*) FILTER (WHERE s.stock <= 0) AS out_n, count(*) FILTER (WHERE s.stock > 0) AS low_n
        FROM product_sizes s JOIN products p ON p.id = s.product_id
        WHERE s.stock < $1 AND ${NO_COLOURS} GROUP BY s.product_id
        UNION ALL
        SELECT p.id, NULL, (p.total_stock <= 0)::int, (p.total_stock > 0)::int FROM products p
        WHERE p.total_stock < $1 AND ${NO_COLOURS}
          AND NOT EXISTS (SELECT 1 FROM product_sizes s WHERE s.product_id = p.id)
        UNION ALL
        SELECT p.id, c.v ->> 'name',
          count(*) FILTER (WHERE (cs.v ->> 'stock')::int <= 0),
          count(*) FILTER (WHERE (cs.v ->> 'stock')::int > 0)
        FROM products p CROSS JOIN LATERAL ${COLOUR_CELLS}
        WHERE colours_need_restock(p.colours) AND (cs.v ->> 'stock')::int < $1
        GROUP BY p.id, c.v ->> 'name'
      ), top AS (
        SELECT f.*, count(*) OVER ()::int AS alerts FROM flagged f
        ORDER BY f.out_n DESC, f.low_n DESC, f.id COLLATE "C", f.colour COLLATE "C" LIMIT $2
      )
      SELECT t.id AS "productId", p.title, p.total_stock, t.alerts, t.colour,
        EXISTS (SELECT 1 FROM product_sizes s WHERE s.product_id = t.id) AS "hasSizes",
        CASE WHEN t.colour IS NULL THEN
          coalesce((SELECT array_agg(s.size ORDER BY s.position, s.size) FROM product_sizes s
            WHERE s.product_id = t.id AND s.stock <= 0), '{}')
        ELSE
          coalesce((SELECT array_agg(cs.v ->> 'size' ORDER BY cs.n) FROM ${COLOUR_CELLS}
            WHERE c.v ->> 'name' = t.colour AND (cs.v ->> 'stock')::int <= 0), '{}')
        END AS "outOfStock",
        CASE WHEN t.colour IS NULL THEN
          coalesce((SELECT jsonb_agg(jsonb_build_object('size', s.size, 'stock', s.stock)
              ORDER BY s.position, s.size) FROM product_sizes s
            WHERE s.product_id = t.id AND s.stock > 0 AND s.stock < $1), '[]')
        ELSE
          coalesce((SELECT jsonb_agg(jsonb_build_object('size', cs.v ->> 'size',
              'stock', (cs.v ->> 'stock')::int) ORDER BY cs.n) FROM ${COLOUR_CELLS}
            WHERE c.v ->> 'name' = t.colour AND (cs.v ->> 'stock')::int > 0
              AND (cs.v ->> 'stock')::int < $1), '[]')
        END AS "lowStock"
      FROM top t JOIN products p ON p.id = t.id
      ORDER BY t.out_n DESC, t.low_n DESC, t.id COLLATE "C", t.colour COLLATE "C"`,
    [LOW_STOCK_THRESHOLD, DASHBOARD_LIST_LIMITS.stockAlerts],
  );
  const alerts = rows.map(
    ({ productId, title, colour, outOfStock, lowStock, hasSizes, total_stock }): StockAlert => {
      if (colour !== null) return { productId, title, colour, outOfStock, lowStock };
      return hasSizes
        ? { productId, title, outOfStock, lowStock }
        : {
            productId,
            title,
            outOfStock: total_stock <= 0 ? ['All sizes'] : [],
            lowStock: total_stock > 0 ? [{ size: 'All sizes', stock: total_stock }] : [],
          };
    },
  );
  return { alerts, count: rows[0]?.alerts ?? 0 };
}

/** The figures of the days from `from` to `to` (YYYY-MM-DD, UTC, both included). */
export async function dashboardFiguresOf(
  db: Queryable,
  range: { from: string; to: string },
  img: ImageResolver,
): Promise<DashboardFigures<OrderRecord>> {
  const { from, to } = range;
  const [tallied, recent, waiting, sellers, alerts] = await Promise.all([
    db.query<DashboardTally>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, status, payment, orders, amount FROM (
          SELECT (order_date AT TIME ZONE 'UTC')::date AS day, order_status AS status,
            payment_method AS payment, count(*)::int AS orders,
            sum(total_amount)::float8 AS amount
          FROM orders WHERE ${IN_PERIOD} GROUP BY 1, 2, 3) t`,
      [from, to],
    ),
    recentOrders(db, from, to),
    waitingOrders(db),
    bestSellers(db, from, to),
    stockAlerts(db),
  ]);
  return {
    ...periodFigures(tallied, range),
    needingActionCount: waiting.count,
    needingAction: waiting.rows.map((row) => toOrder(row, img)),
    recent: recent.map((row) => toOrder(row, img)),
    bestSellers: sellers,
    stockAlertCount: alerts.count,
    stockAlerts: alerts.alerts,
  };
}
