import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import pino from 'pino';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { buildDeps } from '../deps';
import { createApp } from '../http/app';
import { seed } from '../seed/seed';
import { createShoppers, orderLines, orderRequests, signIn } from './shoppers';
import { printTable } from './table';

/**
 * Load test on a 10,000-product catalogue: listing, search and order creation. Listens on
 * 127.0.0.1 only, on a free port, with an in-memory database (or DATABASE_URL, which it fills).
 * BENCH_SECONDS and BENCH_CONNECTIONS tune the run.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 40);

async function main() {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    SEED: 'false',
    LOG_LEVEL: 'silent',
    // One shopper places every order here: the load, not a repeated submit.
    DUPLICATE_ORDER_WINDOW_MS: '0',
  });
  const db = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {});
  const { deps } = buildDeps(config, db, { logger: pino({ level: 'silent' }) });
  await migrate(db);
  const started = performance.now();
  const seeded = await seed(db, deps.hasher, {
    products: PRODUCTS,
    activity: false,
    onlyIfEmpty: false,
  });
  console.log(
    `seeded ${seeded.productIds.length} products in ${Math.round(performance.now() - started)} ms`,
  );
  // Orders must measure the write path, not run out of stock halfway.
  await db.query('UPDATE product_sizes SET stock = 1000000');

  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;

  const shoppers = await signIn(base, await createShoppers(db, deps.hasher, SHOPPERS));
  const orderBody = orderRequests(shoppers, await orderLines(db));

  const scenarios: Array<{ name: string; options: autocannon.Options }> = [
    {
      name: 'listing, one category + brand',
      options: {
        url: `${base}/api/shop/products/get?category=men&brand=nike&sortBy=price-lowtohigh`,
      },
    },
    {
      name: 'listing, whole catalogue',
      options: { url: `${base}/api/shop/products/get?sortBy=title-atoz` },
    },
    {
      name: 'search "heritage" (selective)',
      options: { url: `${base}/api/shop/search/heritage%20olive` },
    },
    {
      name: 'search "sneakers" (1,000 hits)',
      options: { url: `${base}/api/shop/search/sneakers` },
    },
    {
      name: 'order creation (cod)',
      options: {
        url: `${base}/api/shop/order/create`,
        method: 'POST',
        requests: [{ setupRequest: orderBody }],
      },
    },
  ];

  const rows: string[][] = [];
  for (const scenario of scenarios) {
    const sample = await fetch(scenario.options.url as string, {
      headers: { cookie: shoppers[0]?.cookie ?? '' },
    });
    const size =
      sample.headers.get('content-length') ?? String((await sample.arrayBuffer()).byteLength);
    const result = await autocannon({
      connections: CONNECTIONS,
      duration: SECONDS,
      ...scenario.options,
    });
    rows.push([
      scenario.name,
      result.requests.average.toFixed(0),
      String(result.latency.p99),
      String(result.latency.average.toFixed(1)),
      String(result.non2xx + result.errors),
      scenario.options.method === 'POST' ? '-' : `${Math.round(Number(size) / 1024)} KiB`,
    ]);
    console.log(`done: ${scenario.name}`);
  }
  console.log(
    `\n${PRODUCTS} products, ${CONNECTIONS} connections, ${SECONDS} s per scenario, ${db.kind}\n`,
  );
  printTable(['scenario', 'req/s', 'p99 ms', 'avg ms', 'errors', 'body'], rows);
  server.close();
  await db.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
