import { describe, expect, it, vi } from 'vitest';
import { migratedDatabase } from '../test/template';
import { createGate } from './gate';
import { delayAfter } from './loginThrottle';
import { createPasswordHasher, DEFAULT_SCRYPT } from './passwords';
import { createRateLimiter } from './rateLimiter';
import { randomOtp, randomToken, sha256 } from './tokens';

// Production-cost scrypt is slow by design.
vi.setConfig({ testTimeout: 30_000 });

describe('password hashing', () => {
  it('verifies the right password only, with the production cost', async () => {
    const hasher = createPasswordHasher(DEFAULT_SCRYPT);
    const stored = await hasher.hash('Secret123');
    expect(stored).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect(stored).not.toContain('Secret123');
    expect(await hasher.verify('Secret123', stored)).toBe(true);
    expect(await hasher.verify('Secret124', stored)).toBe(false);
    expect(await hasher.verify('Secret123', 'garbage')).toBe(false);
    expect(await hasher.hash('Secret123')).not.toBe(stored);
  });
});

describe('tokens', () => {
  it('makes 6-digit codes and 256-bit URL-safe tokens', () => {
    for (let i = 0; i < 50; i += 1) expect(randomOtp()).toMatch(/^\d{6}$/);
    expect(randomToken()).toMatch(/^[\w-]{43}$/);
    expect(sha256('a')).toHaveLength(64);
  });
});

describe('rate limiter (shared through the database)', () => {
  it('limits within the window, across limiter instances, and forgets afterwards', async () => {
    const db = await migratedDatabase();
    let now = 0;
    const clock = () => new Date(now);
    const one = createRateLimiter(db, 'test', { limit: 2, windowMs: 1000 }, clock);
    // A second server's limiter over the same database counts the same hits.
    const other = createRateLimiter(db, 'test', { limit: 2, windowMs: 1000 }, clock);
    expect(await one.hit('k')).toBe(0);
    expect(await other.hit('k')).toBe(0);
    expect(await one.hit('k')).toBe(1);
    expect(await other.hit('other key')).toBe(0);
    now = 1001;
    expect(await other.hit('k')).toBe(0);
    await db.close();
  });
});

describe('login throttle delays', () => {
  it('lets a few failures pass, then doubles the wait up to its cap', () => {
    const rule = { free: 3, baseMs: 1000, maxMs: 5000, forgetMs: 60_000 };
    expect([1, 2, 3, 4, 5, 6, 40].map((n) => delayAfter(n, rule))).toEqual([
      0, 0, 1000, 2000, 4000, 5000, 5000,
    ]);
  });
});

describe('gate', () => {
  it('runs at most N at once, queues a few more and refuses the rest as busy', async () => {
    const gate = createGate(2, 1);
    let running = 0;
    let peak = 0;
    const releases: Array<() => void> = [];
    const work = () =>
      gate.run(async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
      });
    const runs = [work(), work(), work()];
    await expect(work()).rejects.toMatchObject({ kind: 'busy' });
    await vi.waitFor(() => expect(releases).toHaveLength(2));
    for (let i = 0; i < 3; i += 1) {
      await vi.waitFor(() => expect(releases.length).toBeGreaterThan(i));
      releases[i]?.();
    }
    await Promise.all(runs);
    expect(peak).toBe(2);
  });
});
