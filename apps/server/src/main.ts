import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { buildDeps } from './deps';
import { createApp } from './http/app';
import { listen } from './http/listen';
import { createDemoPictures } from './media/demoPictures';
import { DEMO_ADMIN, DEMO_SHOPPER } from './seed/seed';
import { prepareDatabase } from './startup';

/** How often expired reservations are returned and stale counters dropped. */
const MAINTENANCE_INTERVAL_MS = 30_000;

async function main() {
  const config = loadConfig();
  const db = await openDatabase({
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
    ...(config.dataDir ? { dataDir: config.dataDir } : {}),
  });
  const { deps, mailbox } = buildDeps(config, db);
  const { logger } = deps;
  await prepareDatabase(db, config, deps.hasher, logger);
  deps.mail.start();
  const pictures = createDemoPictures({ logger });
  const app = createApp(deps, { pictures, ...(mailbox ? { mailbox } : {}) });
  // Upkeep shared through the database: any number of servers may run it at once.
  const maintenance = setInterval(() => {
    deps.services.maintain().catch((error: unknown) => {
      logger.error({ err: error }, 'maintenance failed');
    });
  }, MAINTENANCE_INTERVAL_MS);
  maintenance.unref();
  const { server, url } = await listen(app.fetch, config);
  // Drawing every demo picture ahead costs seconds of CPU; test servers (dozens per run) skip it.
  if (config.env !== 'test') void pictures.warm();
  const storage = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite at ${config.dataDir}`;
  const uploads =
    config.storage.kind === 's3' ? `S3 bucket ${config.storage.bucket}` : config.storage.dir;
  // Never a password here: the demo accounts' are in the README, an admin's nowhere.
  console.log(
    [
      '',
      `  Atelier server listening on ${url}  (${config.env}${config.tls ? ', HTTP/2 and HTTP/1.1' : ''})`,
      `  database: ${storage}`,
      `  uploads: ${uploads}`,
      `  mail: ${config.smtp ? `SMTP ${config.smtp.host}` : 'development mailbox (GET /api/dev/mailbox)'}`,
      `  payments: ${deps.payments.name}`,
      `  CORS origins: ${config.clientOrigins.join(', ')}`,
      ...(config.seed ? [`  demo accounts: ${DEMO_ADMIN.email}, ${DEMO_SHOPPER.email}`] : []),
      '',
    ].join('\n'),
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    clearInterval(maintenance);
    server.close(() => {
      deps.mail
        .stop()
        .then(() => db.close())
        .catch((error: unknown) => logger.error({ err: error }, 'database close failed'))
        .finally(() => process.exit(0));
    });
    // Keep-alive connections may hold close() open; do not wait for them forever.
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
