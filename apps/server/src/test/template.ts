import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, dumpDatabase, openMemoryDatabase } from '../db/database';
import { migrate } from '../db/migrate';

const MIGRATIONS = fileURLToPath(new URL('../db/migrations/', import.meta.url));

/**
 * A fresh, migrated in-memory database. Creating PGlite from scratch (initdb) costs seconds;
 * starting from a dump of an already migrated one costs a fraction, so the first test worker
 * writes that dump to the temp directory and the others start from it. The file name carries a
 * digest of the migrations, so a changed schema never loads a stale template.
 */
export async function migratedDatabase(): Promise<Database> {
  const digest = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS).sort()) {
    digest.update(name).update(readFileSync(path.join(MIGRATIONS, name)));
  }
  const file = path.join(tmpdir(), `atelier-pglite-${digest.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(file)) {
    try {
      return await openMemoryDatabase(new Blob([readFileSync(file)]));
    } catch {
      // A damaged template is rebuilt below.
    }
  }
  const db = await openMemoryDatabase();
  await migrate(db);
  const dump = Buffer.from(await (await dumpDatabase(db)).arrayBuffer());
  // Written aside then renamed, so a parallel worker never reads half a file.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, dump);
  renameSync(partial, file);
  return db;
}
