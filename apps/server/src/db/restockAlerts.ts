import type { RestockAlert, RestockWaiting } from '@atelier/api-client';
import type { Queryable } from './database';
import { newId } from './ids';

/**
 * Extension `restock-alerts`: one row per "Notify me". `colour` is '' for a product without
 * colours; links are found by the digests of their tokens, never by the tokens.
 */

export type AlertStatus = 'pending' | 'active' | 'sent' | 'unsubscribed';

export interface AlertTarget {
  productId: string;
  size: string;
  colour: string;
}

/** An alert as the mails and pages about it need it. */
export interface AlertRow {
  id: string;
  product_id: string;
  title: string;
  size: string;
  colour: string;
  email: string;
  status: AlertStatus;
}

const ALERT_COLUMNS = `a.id, a.product_id, p.title, a.size, a.colour, a.email, a.status`;

/** The open (pending or active) alert of this address on this size, locked; null when none. */
export async function openAlert(
  db: Queryable,
  target: AlertTarget,
  email: string,
): Promise<AlertRow | null> {
  const [row] = await db.query<AlertRow>(
    `SELECT ${ALERT_COLUMNS} FROM restock_alerts a JOIN products p ON p.id = a.product_id
      WHERE a.product_id = $1 AND a.size = $2 AND a.colour = $3 AND a.email = $4
        AND a.status IN ('pending', 'active')
      FOR UPDATE OF a`,
    [target.productId, target.size, target.colour, email],
  );
  return row ?? null;
}

export async function insertAlert(
  db: Queryable,
  alert: AlertTarget & {
    email: string;
    userId: string | null;
    status: 'pending' | 'active';
    confirmHash: string | null;
    unsubscribeHash: string;
    now: Date;
  },
): Promise<string> {
  const id = newId();
  await db.query(
    `INSERT INTO restock_alerts (id, product_id, size, colour, email, user_id, status,
                                 confirm_hash, unsubscribe_hash, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      id,
      alert.productId,
      alert.size,
      alert.colour,
      alert.email,
      alert.userId,
      alert.status,
      alert.confirmHash,
      alert.unsubscribeHash,
      alert.now,
    ],
  );
  return id;
}

/** Gives an open alert new link digests (a new confirmation mail replaces the last one's links). */
export async function replaceAlertLinks(
  db: Queryable,
  id: string,
  confirmHash: string | null,
  unsubscribeHash: string,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE restock_alerts SET confirm_hash = $2, unsubscribe_hash = $3, created_at = $4
      WHERE id = $1`,
    [id, confirmHash, unsubscribeHash, now],
  );
}

/** A signed-in shopper owns an alert their address had pending: it is on at once. */
export async function activateAlert(db: Queryable, id: string, userId: string): Promise<void> {
  await db.query(
    `UPDATE restock_alerts SET status = 'active', user_id = $2, confirm_hash = NULL WHERE id = $1`,
    [id, userId],
  );
}

/**
 * The confirmation link: a pending alert younger than `since` turns active. The link keeps
 * working on its active alert, so opening it twice says the same. Null for any other token.
 */
/** The alert a confirmation link would turn on, read without turning it on. */
export async function confirmableAlert(
  db: Queryable,
  confirmHash: string,
  since: Date,
): Promise<AlertRow | null> {
  const [row] = await db.query<AlertRow>(
    `SELECT ${ALERT_COLUMNS} FROM restock_alerts a JOIN products p ON p.id = a.product_id
      WHERE a.confirm_hash = $1
        AND (a.status = 'active' OR (a.status = 'pending' AND a.created_at > $2))`,
    [confirmHash, since],
  );
  return row ?? null;
}

export async function confirmAlert(
  db: Queryable,
  confirmHash: string,
  since: Date,
): Promise<AlertRow | null> {
  const [row] = await db.query<AlertRow>(
    `UPDATE restock_alerts a SET status = 'active'
       FROM products p
      WHERE p.id = a.product_id AND a.confirm_hash = $1
        AND (a.status = 'active' OR (a.status = 'pending' AND a.created_at > $2))
      RETURNING ${ALERT_COLUMNS}`,
    [confirmHash, since],
  );
  return row ?? null;
}

/**
 * The unsubscribe link: every open alert of the link's address ends. False for an unknown token.
 */
/** Whether an unsubscribe link is one the shop mailed. */
export async function knownUnsubscribe(db: Queryable, unsubscribeHash: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM restock_alerts WHERE unsubscribe_hash = $1', [
    unsubscribeHash,
  ]);
  return rows.length > 0;
}

export async function unsubscribeAddress(
  db: Queryable,
  unsubscribeHash: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db.query<{ email: string }>(
    'SELECT email FROM restock_alerts WHERE unsubscribe_hash = $1',
    [unsubscribeHash],
  );
  if (!row) return false;
  await db.query(
    `UPDATE restock_alerts SET status = 'unsubscribed', ended_at = $2, confirm_hash = NULL
      WHERE email = $1 AND status IN ('pending', 'active')`,
    [row.email, now],
  );
  return true;
}

/** A signed-in shopper's active alerts on one product, oldest first. */
export async function userAlerts(
  db: Queryable,
  userId: string,
  productId: string,
): Promise<RestockAlert[]> {
  const rows = await db.query<{ id: string; size: string; colour: string }>(
    `SELECT id, size, colour FROM restock_alerts
      WHERE user_id = $1 AND product_id = $2 AND status = 'active'
      ORDER BY created_at, id`,
    [userId, productId],
  );
  return rows.map((row) => ({
    _id: row.id,
    productId,
    size: row.size,
    ...(row.colour ? { colour: row.colour } : {}),
  }));
}

/** The owner of an active alert (null: no such alert), locked until the transaction ends. */
export async function activeAlertOwner(
  db: Queryable,
  id: string,
): Promise<{ userId: string | null } | null> {
  const [row] = await db.query<{ user_id: string | null }>(
    `SELECT user_id FROM restock_alerts WHERE id = $1 AND status = 'active' FOR UPDATE`,
    [id],
  );
  return row ? { userId: row.user_id } : null;
}

export async function endAlert(
  db: Queryable,
  id: string,
  status: 'sent' | 'unsubscribed',
  now: Date,
  unsubscribeHash?: string,
): Promise<void> {
  await db.query(
    `UPDATE restock_alerts SET status = $2, ended_at = $3, confirm_hash = NULL,
            unsubscribe_hash = coalesce($4, unsubscribe_hash)
      WHERE id = $1`,
    [id, status, now, unsubscribeHash ?? null],
  );
}

/**
 * Active alerts on these products whose size (in its colour) has stock again, locked. A product
 * whose colours were removed is judged by its sizes alone.
 */
export async function restockedAlerts(
  db: Queryable,
  productIds: readonly string[],
): Promise<AlertRow[]> {
  return db.query<AlertRow>(
    `SELECT ${ALERT_COLUMNS} FROM restock_alerts a JOIN products p ON p.id = a.product_id
      WHERE a.status = 'active' AND a.product_id = ANY($1::text[])
        AND CASE WHEN a.colour <> '' AND jsonb_typeof(p.colours) = 'array'
          THEN EXISTS (
            SELECT 1 FROM jsonb_array_elements(p.colours) named(entry),
                          jsonb_array_elements(named.entry->'sizes') cells(cell)
             WHERE named.entry->>'name' = a.colour AND cells.cell->>'size' = a.size
               AND (cells.cell->>'stock')::int > 0)
          ELSE EXISTS (
            SELECT 1 FROM product_sizes s
             WHERE s.product_id = a.product_id AND s.size = a.size AND s.stock > 0)
        END
      ORDER BY a.created_at, a.id
      FOR UPDATE OF a`,
    [[...productIds]],
  );
}

/** How many active alerts wait on each size (in each colour), most wanted first. */
export async function waitingCounts(db: Queryable): Promise<RestockWaiting[]> {
  const rows = await db.query<{ product_id: string; size: string; colour: string; n: number }>(
    `SELECT product_id, size, colour, count(*)::int AS n FROM restock_alerts
      WHERE status = 'active' GROUP BY product_id, size, colour
      ORDER BY n DESC, product_id, size, colour`,
  );
  return rows.map((row) => ({
    productId: row.product_id,
    size: row.size,
    ...(row.colour ? { colour: row.colour } : {}),
    waiting: Number(row.n),
  }));
}

/** Drops pending alerts nobody confirmed in time, and alerts that ended long ago. */
export async function pruneAlerts(db: Queryable, pendingBefore: Date, endedBefore: Date) {
  await db.query(
    `DELETE FROM restock_alerts
      WHERE (status = 'pending' AND created_at < $1) OR ended_at < $2`,
    [pendingBefore, endedBefore],
  );
}
