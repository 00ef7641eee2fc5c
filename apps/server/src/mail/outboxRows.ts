import type { Queryable } from '../db/database';

/** The SQL of the mail outbox (migration 004); outbox.ts decides when each runs. */

export interface OutboxRow {
  id: number;
  dedupe_key: string;
  template: string;
  recipient: string;
  data: unknown;
  /** Attempts made before this one. */
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
 * Mails due now, oldest first. With `lock`, each row is locked until the caller's transaction
 * ends, and rows another worker holds are skipped (SKIP LOCKED) rather than waited for.
 */
export function selectDue(
  db: Queryable,
  now: Date,
  limit: number,
  lock: boolean,
): Promise<OutboxRow[]> {
  return db.query<OutboxRow>(
    `SELECT id, dedupe_key, template, recipient, data, attempts, expires_at
       FROM mail_outbox
      WHERE status = 'pending' AND next_attempt_at <= $1
      ORDER BY id
      LIMIT $2${lock ? '\n      FOR UPDATE SKIP LOCKED' : ''}`,
    [now, limit],
  );
}

export type FinalStatus = 'sent' | 'failed' | 'expired';

/**
 * Ends a mail's life, counting the attempt. Its data (codes, links) goes with it: it is not
 * kept in the database, nor in its backups, once nobody needs it.
 */
export async function finishRow(
  db: Queryable,
  id: number,
  status: FinalStatus,
  now: Date,
  error: string | null = null,
): Promise<void> {
  await db.query(
    `UPDATE mail_outbox
        SET status = $2, data = NULL, last_error = $4, attempts = attempts + 1,
            sent_at = CASE WHEN $2 = 'sent' THEN $3::timestamptz ELSE NULL END
      WHERE id = $1`,
    [id, status, now, error],
  );
}

/** A failed attempt: the mail waits until `next`, for any worker. */
export async function retryRowAt(
  db: Queryable,
  id: number,
  next: Date,
  error: string,
): Promise<void> {
  await db.query(
    `UPDATE mail_outbox SET next_attempt_at = $2, last_error = $3, attempts = attempts + 1
      WHERE id = $1`,
    [id, next, error],
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
