import type { Queryable } from '../db/database';

/** The SQL of the mail outbox (migration 004); outbox.ts decides when each runs. */

export interface OutboxRow {
  id: number;
  dedupe_key: string;
  template: string;
  recipient: string;
  data: unknown;
  attempts: number;
  expires_at: Date | null;
}

export interface NewOutboxRow {
  key: string;
  template: string;
  to: string;
  data: unknown;
  expiresAt?: Date;
}

/** Queues a mail in the caller's transaction; a key already queued adds nothing. */
export async function insertOutboxRow(tx: Queryable, row: NewOutboxRow, now: Date): Promise<void> {
  await tx.query(
    `INSERT INTO mail_outbox (dedupe_key, template, recipient, data, expires_at, created_at, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6)
     ON CONFLICT (dedupe_key) DO NOTHING`,
    [row.key, row.template, row.to, JSON.stringify(row.data), row.expiresAt ?? null, now],
  );
}

/**
 * Takes up to `limit` due mails for this worker until `until`: rows another worker is taking at
 * this moment are skipped (SKIP LOCKED), rows another worker has claimed are left to it until
 * its claim runs out (it died mid-send). Counts the attempt before it is made.
 */
export function claimDue(
  db: Queryable,
  claim: string,
  now: Date,
  until: Date,
  limit: number,
): Promise<OutboxRow[]> {
  return db.query<OutboxRow>(
    `UPDATE mail_outbox SET claim = $1, claimed_until = $3, attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM mail_outbox
         WHERE status = 'pending' AND next_attempt_at <= $2
           AND (claimed_until IS NULL OR claimed_until <= $2)
         ORDER BY id
         LIMIT $4
         FOR UPDATE SKIP LOCKED)
      RETURNING id, dedupe_key, template, recipient, data, attempts, expires_at`,
    [claim, now, until, limit],
  );
}

export type FinalStatus = 'sent' | 'failed' | 'expired';

/**
 * Ends a mail's life. Its data (codes, links) is dropped with it: it is not kept in the
 * database, nor in its backups, once nobody needs it.
 */
export async function finishRow(
  db: Queryable,
  id: number,
  claim: string,
  status: FinalStatus,
  now: Date,
  error: string | null = null,
): Promise<void> {
  await db.query(
    `UPDATE mail_outbox
        SET status = $3, data = NULL, claim = NULL, claimed_until = NULL, last_error = $5,
            sent_at = CASE WHEN $3 = 'sent' THEN $4::timestamptz ELSE NULL END
      WHERE id = $1 AND claim = $2`,
    [id, claim, status, now, error],
  );
}

/** A failed attempt: the mail waits until `next` and is free for any worker then. */
export async function retryRowAt(
  db: Queryable,
  id: number,
  claim: string,
  next: Date,
  error: string,
): Promise<void> {
  await db.query(
    `UPDATE mail_outbox SET next_attempt_at = $3, claim = NULL, claimed_until = NULL, last_error = $4
      WHERE id = $1 AND claim = $2`,
    [id, claim, next, error],
  );
}

/** How long an ended mail's row (and its dedupe key) is kept, for operators to look into. */
const KEEP_ENDED_MS = 30 * 24 * 60 * 60_000;

/** Forgets mails that ended long ago (maintenance). */
export async function pruneOutbox(db: Queryable, now: Date): Promise<void> {
  await db.query(`DELETE FROM mail_outbox WHERE status <> 'pending' AND created_at < $1`, [
    new Date(now.getTime() - KEEP_ENDED_MS),
  ]);
}

/** Mails still waiting, for the health of the outbox (tests, operators). */
export async function countPending(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'pending'`,
  );
  return row?.n ?? 0;
}
