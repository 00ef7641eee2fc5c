import type { Queryable } from '../db/database';

/** What a backup folder holds, written beside its files as manifest.json. */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  database: 'postgres' | 'pglite';
  /** The migrations the backed-up schema has, so a restore knows which release it needs. */
  migrations: string[];
  /** Rows at backup time: a restore checks it brought back as many. */
  counts: TableCounts;
  /** `copied`: the upload files are in uploads/; otherwise where they live (object storage). */
  uploads: 'copied' | { bucket: string; prefix: string };
}

export const MANIFEST = 'manifest.json';
export const PG_DUMP_FILE = 'database.pgdump';
export const PGLITE_FILE = 'pglite.tar.gz';
export const UPLOADS_DIR = 'uploads';

const COUNTED = ['users', 'products', 'orders', 'reviews', 'addresses', 'feature_images'] as const;
export type TableCounts = Record<(typeof COUNTED)[number], number>;

export async function countRows(db: Queryable): Promise<TableCounts> {
  const [row] = await db.query<TableCounts>(
    `SELECT ${COUNTED.map((table) => `(SELECT count(*)::int FROM ${table}) AS ${table}`).join(', ')}`,
  );
  if (!row) throw new Error('could not count rows');
  return row;
}

export async function appliedMigrations(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ version: string }>(
    'SELECT version FROM schema_migrations ORDER BY version',
  );
  return rows.map((row) => row.version);
}
