import type { Queryable } from './database';

export interface IdempotencyRecord {
  requestHash: string;
  /** Null while the first request is still being answered. */
  status: number | null;
  body: string | null;
}

/**
 * Claims a key for a user. Returns null when this caller now owns it; otherwise the record of
 * the earlier request. A record older than `expiredBefore` is taken over as if it were new.
 */
export async function claimIdempotencyKey(
  db: Queryable,
  userId: string,
  key: string,
  requestHash: string,
  now: Date,
  expiredBefore: Date,
): Promise<IdempotencyRecord | null> {
  const claimed = await db.query(
    `INSERT INTO idempotency_keys (user_id, key, request_hash, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id, key) DO UPDATE
       SET request_hash = EXCLUDED.request_hash, status = NULL, body = NULL,
           created_at = EXCLUDED.created_at
       WHERE idempotency_keys.created_at < $5
     RETURNING key`,
    [userId, key, requestHash, now, expiredBefore],
  );
  if (claimed.length) return null;
  const [row] = await db.query<{
    request_hash: string;
    status: number | null;
    body: string | null;
  }>('SELECT request_hash, status, body FROM idempotency_keys WHERE user_id = $1 AND key = $2', [
    userId,
    key,
  ]);
  // Deleted between the two statements: the caller may simply try again.
  if (!row) return { requestHash, status: null, body: null };
  return { requestHash: row.request_hash, status: row.status, body: row.body };
}

export async function completeIdempotencyKey(
  db: Queryable,
  userId: string,
  key: string,
  status: number,
  body: string,
): Promise<void> {
  await db.query(
    'UPDATE idempotency_keys SET status = $3, body = $4 WHERE user_id = $1 AND key = $2',
    [userId, key, status, body],
  );
}

/** Frees a key whose request failed unexpectedly, so a retry runs again. */
export async function releaseIdempotencyKey(db: Queryable, userId: string, key: string) {
  await db.query('DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2', [userId, key]);
}

export async function pruneIdempotencyKeys(db: Queryable, before: Date): Promise<void> {
  await db.query('DELETE FROM idempotency_keys WHERE created_at < $1', [before]);
}
