import type { Logger } from 'pino';
import { createAdmin } from './auth/admins';
import type { PasswordHasher } from './auth/passwords';
import type { Config } from './config';
import type { Database } from './db/database';
import { applyMigrations, STARTUP_LOCK } from './db/migrate';
import { seed } from './seed/seed';

/**
 * Brings the database to what this release expects before the server listens: migrations,
 * then first-start data (the demo shop outside production, the first admin from ADMIN_EMAIL).
 * All of it runs under one advisory lock, so any number of servers starting at once on an
 * empty database take turns: the first does the work, the others find it done.
 */
export async function prepareDatabase(
  db: Database,
  config: Pick<Config, 'seed' | 'bootstrapAdmin'>,
  hasher: PasswordHasher,
  logger: Logger,
): Promise<void> {
  await db.exclusive(STARTUP_LOCK, async () => {
    const applied = await applyMigrations(db);
    if (applied.length) logger.info({ applied }, 'migrations applied');
    if (config.seed) {
      const result = await seed(db, hasher);
      if (result.seeded) logger.info({ products: result.productIds.length }, 'demo data seeded');
    }
    if (config.bootstrapAdmin) {
      const { email } = config.bootstrapAdmin;
      const outcome = await createAdmin(db, hasher, config.bootstrapAdmin);
      logger.info(
        { email },
        outcome === 'created'
          ? 'first admin created from ADMIN_EMAIL'
          : 'an account with ADMIN_EMAIL exists; left as it is',
      );
    }
  });
}
