import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createPasswordHasher } from '../auth/passwords';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { seed } from '../seed/seed';
import { type Instance, startInstance } from '../test/instances';
import { admin, startPostgres } from '../test/postgres';
import {
  createShoppers,
  type OrderLine,
  orderLines,
  orderRequests,
  type Shopper,
  signIn,
} from './shoppers';
import { printTable } from './table';

/**
 * Load test of one server process against two, both on one PostgreSQL (started here, on
 * 127.0.0.1 only), on a 10,000-product catalogue: listing, search and order creation, with
 * requests per second and p99 latency side by side. With two instances the load is split
 * evenly between them (as a balancer would) and the p99 shown is the higher of the two.
 * BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_PRODUCTS and BENCH_SHOPPERS tune the run.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 40);

async function prepare(url: string) {
  const db = await openDatabase({ databaseUrl: url });
  await migrate(db);
  const hasher = createPasswordHasher({ N: 1024, r: 8, p: 1 });
  const started = performance.now();
  await seed(db, hasher, { products: PRODUCTS, activity: false, onlyIfEmpty: false });
  console.log(`seeded ${PRODUCTS} products in ${Math.round(performance.now() - started)} ms`);
  // Orders must measure the write path, not run out of stock halfway.
  await db.query('UPDATE product_sizes SET stock = 1000000');
  const users = await createShoppers(db, hasher, SHOPPERS);
  const lines = await orderLines(db);
  await db.close();
  return { users, lines };
}

type Scenario = (base: string) => autocannon.Options;

function scenarios(shoppers: Shopper[], lines: OrderLine[]) {
  const order = orderRequests(shoppers, lines);
  const list: Array<{ name: string; options: Scenario }> = [
    {
      name: 'listing, one category + brand',
      options: (base) => ({
        url: `${base}/api/shop/products/get?category=men&brand=nike&sortBy=price-lowtohigh`,
      }),
    },
    {
      name: 'listing, whole catalogue',
      options: (base) => ({ url: `${base}/api/shop/products/get?sortBy=title-atoz` }),
    },
    {
      name: 'search "sneakers"',
      options: (base) => ({ url: `${base}/api/shop/search/sneakers` }),
    },
    {
      name: 'order creation (cod)',
      options: (base) => ({
        url: `${base}/api/shop/order/create`,
        method: 'POST',
        requests: [{ setupRequest: order }],
      }),
    },
  ];
  return list;
}

/** Runs one scenario spread over the instances; req/s adds up, p99 is the worst of them. */
async function measure(instances: Instance[], options: Scenario) {
  const results = await Promise.all(
    instances.map((instance) =>
      autocannon({
        connections: Math.max(1, Math.round(CONNECTIONS / instances.length)),
        duration: SECONDS,
        ...options(instance.url),
      }),
    ),
  );
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
  };
}

async function main() {
  const pg = await startPostgres();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-bench-'));
  const running: Instance[] = [];
  try {
    await admin(pg, 'CREATE DATABASE bench');
    const url = pg.url('bench');
    const { users, lines } = await prepare(url);
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
    const list = scenarios(await signIn(first.url, users), lines);
    const rows: string[][] = [];
    for (const { name, options } of list) {
      const one = await measure([first], options);
      rows.push([name, one.rps.toFixed(0), String(one.p99), String(one.errors)]);
    }
    for (const [i, { options }] of list.entries()) {
      const two = await measure([first, second], options);
      rows[i]?.push(two.rps.toFixed(0), String(two.p99), String(two.errors));
    }
    console.log(
      `\n${PRODUCTS} products, ${CONNECTIONS} connections in all, ${SECONDS} s per scenario, PostgreSQL\n`,
    );
    printTable(
      ['scenario', 'one: req/s', 'p99 ms', 'errors', 'two: req/s', 'p99 ms', 'errors'],
      rows,
    );
  } finally {
    await Promise.all(running.map((instance) => instance.stop()));
    await pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
