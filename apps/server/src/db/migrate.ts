import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
// Any constant works; it only has to be the same for every server sharing the database.
const MIGRATION_LOCK = 474_211;

/** Applies the SQL files of migrations/ in name order, each once, each in its own transaction. */
export async function migrate(db: Database): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
  const applied: string[] = [];
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  // Several servers starting at once against one PostgreSQL must not migrate twice.
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    const done = new Set(
      (await tx.query<{ version: string }>('SELECT version FROM schema_migrations')).map(
        (row) => row.version,
      ),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.exec(await readFile(`${MIGRATIONS_DIR}${file}`, 'utf8'));
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [file]);
      applied.push(file);
    }
  });
  return applied;
}
