import type { Clock } from './clock';

export interface RateLimitRule {
  /** How many hits the window allows. */
  limit: number;
  windowMs: number;
}

export interface RateLimiter {
  /** True when the key is already over its limit (does not count a hit). */
  isLimited(key: string): boolean;
  /** Counts one hit; true when this hit went over the limit. */
  hit(key: string): boolean;
  /** Seconds until the key may try again. */
  retryAfter(key: string): number;
  reset(key: string): void;
}

/**
 * Fixed-window counters in memory. One server process is the deployment this reference backend
 * targets; several processes behind a balancer would each count on their own.
 */
export function createRateLimiter(rule: RateLimitRule, clock: Clock): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const now = clock().getTime();
    const entry = windows.get(key);
    if (!entry || entry.resetAt <= now) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  // Expired windows are dropped now and then so a flood of keys cannot grow memory forever.
  const sweep = () => {
    if (windows.size < 10_000) return;
    const now = clock().getTime();
    for (const [key, entry] of windows) if (entry.resetAt <= now) windows.delete(key);
  };
  return {
    isLimited: (key) => (current(key)?.count ?? 0) >= rule.limit,
    hit(key) {
      sweep();
      const entry = current(key) ?? { count: 0, resetAt: clock().getTime() + rule.windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return entry.count > rule.limit;
    },
    retryAfter(key) {
      const entry = current(key);
      return entry ? Math.ceil((entry.resetAt - clock().getTime()) / 1000) : 0;
    },
    reset: (key) => {
      windows.delete(key);
    },
  };
}
