import { readdir, readFile } from 'node:fs/promises';
import { serverFile } from '../serverFiles';
import type { Database } from './database';

const MIGRATIONS_DIR = serverFile('db/migrations/');
/** Any constant works; it only has to be the same for every server sharing the database. */
export const STARTUP_LOCK = 474_211;

/** The database was migrated by a newer release than this one: starting would corrupt data. */
export class SchemaTooNewError extends Error {
  constructor(unknown: string[]) {
    super(
      `The database schema is newer than this server: it has migration${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}, which this release does not know. Start the release that applied ${unknown.length > 1 ? 'them' : 'it'} (or a newer one), or restore a backup taken before that upgrade.`,
    );
  }
}

/** The migration files this release ships, in the order they apply. */
export async function migrationFiles(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
}

/**
 * Applies the SQL files of migrations/ in name order, each once, each in its own transaction
 * (a failing one leaves the earlier ones applied and itself not at all). The caller holds
 * STARTUP_LOCK (see `migrate`). Refuses a schema with migrations this release does not ship.
 */
export async function applyMigrations(db: Database): Promise<string[]> {
  const files = await migrationFiles();
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set(
    (await db.query<{ version: string }>('SELECT version FROM schema_migrations')).map(
      (row) => row.version,
    ),
  );
  const known = new Set(files);
  const unknown = [...done].filter((version) => !known.has(version)).sort();
  if (unknown.length) throw new SchemaTooNewError(unknown);
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = await readFile(`${MIGRATIONS_DIR}${file}`, 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
    });
    applied.push(file);
  }
  return applied;
}

/** Migrates under the startup lock: any number of servers may call it at once. */
export function migrate(db: Database): Promise<string[]> {
  return db.exclusive(STARTUP_LOCK, () => applyMigrations(db));
}
