import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { buildDeps } from '../deps';
import { createApp } from '../http/app';
import { listen } from '../http/listen';
import { createDemoPictures } from '../media/demoPictures';
import { seed } from '../seed/seed';
import { createShoppers, orderLines, plentifulStock } from './shoppers';

/**
 * A server for the benchmarks (scripts/bench): an in-memory database (or DATABASE_URL's) with
 * BENCH_PRODUCTS products and the demo accounts, the built shell from SHELL_DIST when set, on 127.0.0.1:PORT
 * (image URLs use PUBLIC_URL, so the caller picks the port), over HTTPS when given TLS_CERT_FILE
 * and TLS_KEY_FILE, with BENCH_SHOPPERS signed-up shoppers for a load test; BENCH_SEED=false
 * serves DATABASE_URL's data as it is. Logs as production
 * does (LOG_LEVEL, info by default). Tells its parent `{ url, shoppers, lines }` over IPC once it
 * listens, and stops when the parent goes.
 */
async function main() {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    SEED: 'false',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  });
  const db = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {});
  await migrate(db);
  const { deps } = buildDeps(config, db);
  // BENCH_SEED=false: a database an earlier process seeded, so this one's memory is a server's.
  if (process.env.BENCH_SEED !== 'false') {
    await seed(db, deps.hasher, {
      productCount: Number(process.env.BENCH_PRODUCTS ?? 36),
      activity: true,
      onlyIfEmpty: false,
    });
  }
  // A load test's shoppers (BENCH_SHOPPERS): verified accounts whose e-mails go back to the
  // parent, and stock that lets orders measure the write path rather than run out halfway.
  const shopperCount = Number(process.env.BENCH_SHOPPERS ?? 0);
  const shoppers = shopperCount ? await createShoppers(db, deps.hasher, shopperCount) : [];
  if (shopperCount) await plentifulStock(db);
  const lines = shopperCount ? await orderLines(db) : [];
  // Drawn before the benchmarks start, as on a server that has been up a while.
  const pictures = createDemoPictures({ logger: deps.logger });
  await pictures.warm();
  const app = createApp(deps, { pictures });
  const { url } = await listen(app.fetch, config);
  console.error(`seeded and listening in ${Math.round(performance.now())} ms`);
  if (process.send) process.send({ url, shoppers, lines });
  else console.error(`listening ${url}`);
  // A normal exit, so a CPU profile (--cpu-prof) gets written.
  process.on('disconnect', () => process.exit(0));
  process.on('SIGTERM', () => process.exit(0));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
