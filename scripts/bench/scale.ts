import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPasswordHasher } from '../../apps/server/src/auth/passwords.ts';
import {
  createShoppers,
  orderLines,
  orderRequests,
  plentifulStock,
  signIn,
} from '../../apps/server/src/bench/shoppers.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { seed } from '../../apps/server/src/seed/seed.ts';
import { type Instance, startInstance } from '../../apps/server/src/test/instances.ts';
import { admin, startPostgres } from '../../apps/server/src/test/postgres.ts';
import type { Figure } from './figures.ts';
import { loadFigure, loadScenarios, measure } from './load.ts';

const PRODUCTS = 10_000;
const SHOPPERS = 40;

/** The database filled once, before any server starts: the catalogue, shoppers, lines to order. */
async function prepare(url: string) {
  const db = await openDatabase({ databaseUrl: url });
  try {
    await migrate(db);
    const hasher = createPasswordHasher({ N: 1024, r: 8, p: 1 });
    await seed(db, hasher, { productCount: PRODUCTS, activity: false, onlyIfEmpty: false });
    await plentifulStock(db);
    return { emails: await createShoppers(db, hasher, SHOPPERS), lines: await orderLines(db) };
  } finally {
    await db.close();
  }
}

/**
 * One server process against two on one PostgreSQL (started here on 127.0.0.1, from the npm
 * registry's binaries), 10,000 products: listing, search and order creation, the load split
 * evenly between the two as a balancer would.
 */
export async function scaleFigures(): Promise<Figure[]> {
  const pg = await startPostgres();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-'));
  const running: Instance[] = [];
  try {
    await admin(pg, 'CREATE DATABASE bench');
    const url = pg.url('bench');
    const { emails, lines } = await prepare(url);
    const env = {
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      SEED: 'false',
      PAYMENT_PROVIDER: 'test',
      // Many orders per shopper in a few seconds are the load here, not repeated submits.
      DUPLICATE_ORDER_WINDOW_MS: '0',
    };
    running.push(await startInstance(env), await startInstance(env));
    const [first, second] = running as [Instance, Instance];
    // Sessions live in the database: a shopper signed in through one server is known to both.
    const scenarios = loadScenarios(orderRequests(await signIn(first.url, emails), lines));
    const figures: Figure[] = [];
    for (const scenario of scenarios) {
      const one = await measure([first.url], scenario);
      const two = await measure([first.url, second.url], scenario);
      figures.push(
        loadFigure('scale, one process', scenario.name, one, 'PostgreSQL'),
        loadFigure('scale, two processes', scenario.name, two, 'PostgreSQL, the load split'),
      );
    }
    return figures;
  } finally {
    await Promise.all(running.map((instance) => instance.stop()));
    await pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
