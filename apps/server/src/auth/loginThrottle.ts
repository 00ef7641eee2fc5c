import type { Queryable } from '../db/database';
import type { Clock } from './clock';

/**
 * Growing delays after failed sign-ins, kept in the database so every server applies them.
 * Each key (an account, an address, an account from one address) allows `free` failures; each
 * further one doubles the wait, from `baseMs` up to `maxMs`. Failures are forgotten after
 * `forgetMs` without one. Nothing is locked for good: the owner waits at most `maxMs`.
 */
export interface ThrottleRule {
  free: number;
  baseMs: number;
  maxMs: number;
  forgetMs: number;
}

export interface ThrottleKey {
  key: string;
  rule: ThrottleRule;
}

export function delayAfter(failures: number, rule: ThrottleRule): number {
  if (failures < rule.free) return 0;
  return Math.min(rule.maxMs, rule.baseMs * 2 ** Math.min(failures - rule.free, 30));
}

export interface LoginThrottle {
  /** Seconds before any of these keys may try again; 0 when all may. */
  wait(keys: readonly ThrottleKey[]): Promise<number>;
  /** Counts a failure against each key. */
  fail(keys: readonly ThrottleKey[]): Promise<void>;
  /** Forgets the failures of these keys (after a successful sign-in). */
  clear(keys: readonly ThrottleKey[]): Promise<void>;
}

export function createLoginThrottle(db: Queryable, clock: Clock): LoginThrottle {
  return {
    async wait(keys) {
      if (!keys.length) return 0;
      const now = clock();
      const rows = await db.query<{ blocked_until: Date | string }>(
        'SELECT blocked_until FROM login_failures WHERE key = ANY($1::text[]) AND blocked_until > $2',
        [keys.map((k) => k.key), now],
      );
      const until = Math.max(0, ...rows.map((row) => new Date(row.blocked_until).getTime()));
      return until > now.getTime() ? Math.ceil((until - now.getTime()) / 1000) : 0;
    },
    async fail(keys) {
      const now = clock();
      for (const { key, rule } of keys) {
        const forgetBefore = new Date(now.getTime() - rule.forgetMs);
        const [row] = await db.query<{ failures: number }>(
          `INSERT INTO login_failures (key, failures, last_failure, blocked_until)
           VALUES ($1, 1, $2, $2)
           ON CONFLICT (key) DO UPDATE SET
             failures = CASE WHEN login_failures.last_failure < $3 THEN 1
                             ELSE login_failures.failures + 1 END,
             last_failure = $2
           RETURNING failures`,
          [key, now, forgetBefore],
        );
        const delay = delayAfter(row?.failures ?? 1, rule);
        if (delay > 0) {
          await db.query('UPDATE login_failures SET blocked_until = $2 WHERE key = $1', [
            key,
            new Date(now.getTime() + delay),
          ]);
        }
      }
    },
    async clear(keys) {
      if (!keys.length) return;
      await db.query('DELETE FROM login_failures WHERE key = ANY($1::text[])', [
        keys.map((k) => k.key),
      ]);
    },
  };
}

/** Drops failures nobody has repeated for a day. */
export async function pruneLoginFailures(db: Queryable, now: Date): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE last_failure < $1 AND blocked_until < $1', [
    new Date(now.getTime() - 24 * 60 * 60 * 1000),
  ]);
}
