import { ORDER_STATUSES } from '@atelier/api-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPasswordHasher } from '../auth/passwords';
import { loadConfig } from '../config';
import { bannerSvg, GARMENT_KINDS, garmentSvg } from '../media/garments';
import { seed } from '../seed/seed';
import { mergeLines } from '../services/orderRules';
import type { Database } from './database';
import { openMemoryDatabase } from './database';
import { migrate } from './migrate';

// Starting PGlite from scratch and seeding the demo shop takes seconds on a busy machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let db: Database;
beforeAll(async () => {
  db = await openMemoryDatabase();
});
afterAll(() => db.close());

describe('migrations and the demo seed', () => {
  it('migrates once, seeds once, with orders in several statuses', async () => {
    expect(await migrate(db)).toEqual(['001_init.sql', '002_shared_state.sql']);
    expect(await migrate(db)).toEqual([]);
    const hasher = createPasswordHasher({ N: 1024, r: 8, p: 1 });
    const first = await seed(db, hasher);
    expect(first.seeded).toBe(true);
    expect(first.productIds).toHaveLength(36);
    expect((await seed(db, hasher)).seeded).toBe(false);
    const statuses = await db.query<{ order_status: string; payment_status: string }>(
      'SELECT order_status, payment_status FROM orders',
    );
    const distinct = new Set(statuses.map((row) => row.order_status));
    expect(distinct.size).toBeGreaterThanOrEqual(4);
    for (const status of distinct) expect(ORDER_STATUSES).toContain(status);
    const negative = await db.query('SELECT 1 FROM product_sizes WHERE stock < 0');
    expect(negative).toEqual([]);
    const users = await db.query<{ email: string; role: string; verified: boolean }>(
      'SELECT email, role, verified FROM users ORDER BY email',
    );
    expect(users).toEqual([
      { email: 'admin@atelier.test', role: 'admin', verified: true },
      { email: 'shopper@atelier.test', role: 'user', verified: true },
    ]);
  });
});

describe('helpers', () => {
  it('merges duplicate order lines in a stable order', () => {
    expect(
      mergeLines([
        { productId: 'b', selectedSize: 'M', quantity: 1 },
        { productId: 'a', selectedSize: 'S', quantity: 2 },
        { productId: 'b', selectedSize: 'M', quantity: 3 },
      ]),
    ).toEqual([
      { productId: 'a', selectedSize: 'S', quantity: 2 },
      { productId: 'b', selectedSize: 'M', quantity: 4 },
    ]);
  });

  it('draws every garment and banner, and nothing for unknown input', () => {
    for (const kind of GARMENT_KINDS) expect(garmentSvg(kind, '2f4b7c')).toContain('<svg');
    expect(garmentSvg('tshirt', 'zzzzzz')).toBeNull();
    expect(garmentSvg('robot', '2f4b7c')).toBeNull();
    expect(bannerSvg(0)).toContain('New Season');
    expect(bannerSvg(9)).toBeNull();
  });

  it('parses the environment with safe defaults and refuses the test provider in production', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 5000,
      env: 'development',
      clientOrigins: ['http://localhost:5173'],
    });
    expect(config.payment.provider).toBe('test');
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/test payment provider/);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(loadConfig({ SMTP_HOST: 'smtp.example', SMTP_PORT: '2525' }).smtp).toMatchObject({
      host: 'smtp.example',
      port: 2525,
    });
  });
});
