import type { Queryable } from '../db/database';
import type { Clock } from './clock';

export interface RateLimitRule {
  /** How many hits the window allows. */
  limit: number;
  windowMs: number;
}

export interface RateLimiter {
  /**
   * Counts one hit for the key. Returns 0 when it is within the limit, else the seconds until
   * the window ends (the hit is still counted, so hammering does not shorten the wait).
   */
  hit(key: string): Promise<number>;
}

/**
 * Fixed-window counters kept in the database, so every server sharing it counts the same hits.
 * One statement per hit: an upsert that starts a new window once the old one has ended.
 */
export function createRateLimiter(
  db: Queryable,
  name: string,
  rule: RateLimitRule,
  clock: Clock,
): RateLimiter {
  return {
    async hit(key) {
      const now = clock();
      const [row] = await db.query<{ hits: number; window_ends: Date | string }>(
        `INSERT INTO rate_limits (key, hits, window_ends) VALUES ($1, 1, $2)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN rate_limits.window_ends <= $3 THEN 1 ELSE rate_limits.hits + 1 END,
           window_ends = CASE WHEN rate_limits.window_ends <= $3 THEN EXCLUDED.window_ends
                              ELSE rate_limits.window_ends END
         RETURNING hits, window_ends`,
        [`${name}:${key}`, new Date(now.getTime() + rule.windowMs), now],
      );
      if (!row || row.hits <= rule.limit) return 0;
      return Math.max(1, Math.ceil((new Date(row.window_ends).getTime() - now.getTime()) / 1000));
    },
  };
}

/** Drops windows that ended long ago, so the table does not grow with every address seen. */
export async function pruneRateLimits(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE window_ends < $1', [now]);
}
