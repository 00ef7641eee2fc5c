import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { type Database, openDatabase } from '../db/database';
import { UPLOAD_NAME } from '../uploads/names';
import { MIME_BY_EXT } from '../uploads/sniff';
import { createUploadStore } from '../uploads/store';
import {
  type BackupManifest,
  countRows,
  MANIFEST,
  PG_DUMP_FILE,
  PGLITE_FILE,
  type TableCounts,
  UPLOADS_DIR,
} from './manifest';
import { runPgTool } from './pgTools';

async function isEmptyDatabase(db: Database): Promise<boolean> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`,
  );
  return row?.n === 0;
}

async function folderIsEmpty(dir: string): Promise<boolean> {
  return (await readdir(dir).catch(() => [])).length === 0;
}

/**
 * Brings a backup folder back into the configured shop, which must be new: an empty PostgreSQL
 * database (DATABASE_URL), or an embedded data folder that does not exist yet. Upload files go
 * into the configured storage (local or S3: a restore can also move a shop to object storage).
 * Ends by counting the rows again against the backup's manifest.
 */
export async function restoreFrom(config: Config, from: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(path.join(from, MANIFEST), 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`${from} is not a backup this release can read`);
  let db: Database;
  if (config.databaseUrl) {
    if (manifest.database !== 'postgres') {
      throw new Error('This backup is of an embedded database: restore it without DATABASE_URL');
    }
    db = await openDatabase({ databaseUrl: config.databaseUrl });
    if (!(await isEmptyDatabase(db))) {
      await db.close();
      throw new Error('The database of DATABASE_URL is not empty: restore into a new database');
    }
    await runPgTool('pg_restore', config.databaseUrl, [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      path.join(from, PG_DUMP_FILE),
    ]);
  } else {
    if (manifest.database !== 'pglite') {
      throw new Error('This backup is of PostgreSQL: restore it with DATABASE_URL set');
    }
    const dataDir = config.dataDir ?? '';
    if (!(await folderIsEmpty(dataDir))) {
      throw new Error(`${dataDir} is not empty: restore into a new DATA_DIR`);
    }
    const files = new Blob([new Uint8Array(await readFile(path.join(from, PGLITE_FILE)))]);
    db = await openDatabase({ dataDir, template: files });
  }
  try {
    await restoreUploads(config, path.join(from, UPLOADS_DIR));
    const counts = await countRows(db);
    const short = (Object.keys(manifest.counts) as Array<keyof TableCounts>).filter(
      (table) => counts[table] !== manifest.counts[table],
    );
    if (short.length) {
      throw new Error(
        `The restored database differs from the backup in ${short.map((t) => `${t} (${counts[t]} of ${manifest.counts[t]})`).join(', ')}`,
      );
    }
  } finally {
    await db.close();
  }
  return manifest;
}

async function restoreUploads(config: Config, dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => []);
  const store = createUploadStore(config.storage);
  for (const name of names) {
    const ext = UPLOAD_NAME.exec(name)?.[1] as keyof typeof MIME_BY_EXT | undefined;
    // Only files the server named itself; anything else in the folder is not an upload.
    if (!ext) continue;
    await store.put(name, new Uint8Array(await readFile(path.join(dir, name))), MIME_BY_EXT[ext]);
  }
}
