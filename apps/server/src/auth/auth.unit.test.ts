import { describe, expect, it, vi } from 'vitest';
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

describe('rate limiter', () => {
  it('limits within the window and forgets afterwards', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000 }, () => new Date(now));
    expect(limiter.hit('k')).toBe(false);
    expect(limiter.isLimited('k')).toBe(false);
    expect(limiter.hit('k')).toBe(false);
    expect(limiter.isLimited('k')).toBe(true);
    expect(limiter.retryAfter('k')).toBe(1);
    expect(limiter.isLimited('other')).toBe(false);
    now = 1001;
    expect(limiter.isLimited('k')).toBe(false);
    limiter.hit('k');
    limiter.reset('k');
    expect(limiter.isLimited('k')).toBe(false);
  });
});
