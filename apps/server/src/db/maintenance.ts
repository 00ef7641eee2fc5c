import type { Database } from './database';

/** The tables a catalogue's bulk load (the seed, a products file) fills. */
const CATALOGUE_TABLES = ['products', 'product_sizes'] as const;

/**
 * Rows from which a load counts as bulk: vacuuming 50,000 products took PGlite about 1.5 s,
 * its one connection held meanwhile: worth it after a catalogue's load, not after a few edits.
 */
export const BULK_LOAD_ROWS = 1_000;

/**
 * After a bulk load of `rows` catalogue rows: statistics for the planner and the visibility map
 * that lets a covering index answer alone (the sitemap's index-only scan, migration 020), as
 * PostgreSQL's documentation asks after populating a database. PostgreSQL's autovacuum does this
 * by itself soon after; PGlite has none, so on it the server does it, outside any transaction
 * (VACUUM cannot run inside one).
 */
export async function afterCatalogueLoad(db: Database, rows: number): Promise<void> {
  if (db.kind !== 'pglite' || rows < BULK_LOAD_ROWS) return;
  await db.exec(`VACUUM (ANALYZE) ${CATALOGUE_TABLES.join(', ')}`);
}
