import { ORDER_STATUSES } from '@atelier/api-client';
import { buildDemoSeed, DEMO_USERS, servedPictures } from '@atelier/api-client/demo-data';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPasswordHasher } from '../auth/passwords';
import { loadConfig } from '../config';
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
    expect(await migrate(db)).toEqual([
      '001_init.sql',
      '002_shared_state.sql',
      '003_listing_order.sql',
      '004_mail_outbox.sql',
      '005_order_events.sql',
      '006_back_office.sql',
      '007_catalogue.sql',
      '009_fit.sql',
      '010_restock_alerts.sql',
      '012_order_search.sql',
      '013_customers.sql',
      '014_csv_export.sql',
      '015_dashboard.sql',
      '016_facet_stock.sql',
      '018_colour_restock.sql',
      '019_back_office_reads.sql',
      '020_sitemap_reads.sql',
    ]);
    expect(await migrate(db)).toEqual([]);
    const hasher = createPasswordHasher({ N: 1024, r: 8, p: 1 });
    const first = await seed(db, hasher);
    expect(first.seeded).toBe(true);
    const demo = buildDemoSeed({ pictures: servedPictures });
    // The mock backend's shop, under the same ids.
    expect(first.productIds).toEqual(demo.products.map((product) => product._id));
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
      "SELECT email, role, verified FROM users WHERE email NOT LIKE '%@reviewers.%' ORDER BY email",
    );
    expect(users).toEqual(
      Object.values(DEMO_USERS)
        .map(({ email, role, verified }) => ({ email, role, verified }))
        .sort((a, b) => a.email.localeCompare(b.email)),
    );
    const [counts] = await db.query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM reviews) AS reviews,
              (SELECT count(*)::int FROM orders) AS orders,
              (SELECT count(*)::int FROM addresses) AS addresses,
              (SELECT count(*)::int FROM wishlist_items) AS wishlist,
              (SELECT count(*)::int FROM feature_images) AS banners`,
    );
    expect(counts).toEqual({
      reviews: demo.reviews.length,
      orders: demo.orders.length,
      addresses: demo.addresses.length,
      wishlist: demo.wishlists.flatMap((list) => list.productIds).length,
      banners: demo.featureImages.length,
    });
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

  it('parses the environment with safe defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 5000,
      env: 'development',
      clientOrigins: ['http://localhost:5173'],
    });
    expect(config.payment.provider).toBe('test');
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(loadConfig({ SMTP_HOST: 'smtp.example', SMTP_PORT: '2525' }).smtp).toMatchObject({
      host: 'smtp.example',
      port: 2525,
    });
  });
});
