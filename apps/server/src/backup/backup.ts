import { cp, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { openDatabase } from '../db/database';
import {
  appliedMigrations,
  type BackupManifest,
  countRows,
  MANIFEST,
  PG_DUMP_FILE,
  PGLITE_FILE,
  UPLOADS_DIR,
} from './manifest';
import { runPgTool } from './pgTools';

async function emptyFolder(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  if ((await readdir(dir)).length)
    throw new Error(`${dir} is not empty: back up into a new folder`);
}

/**
 * Writes a backup of the shop into the folder `out` (created; must be empty): the database
 * (pg_dump's custom format for PostgreSQL, which runs beside live servers; the embedded
 * database's files, which need its server stopped), the upload files when they are on local
 * disk, and manifest.json with the row counts a restore checks against.
 */
export async function backupTo(config: Config, out: string): Promise<BackupManifest> {
  await emptyFolder(out);
  const db = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir ?? '' },
  );
  let manifest: BackupManifest;
  try {
    const counts = await countRows(db);
    const migrations = await appliedMigrations(db);
    if (config.databaseUrl) {
      await runPgTool('pg_dump', config.databaseUrl, [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--file=${path.join(out, PG_DUMP_FILE)}`,
      ]);
    } else {
      const files = await db.dump?.();
      if (!files) throw new Error('the embedded database could not be dumped');
      await writeFile(path.join(out, PGLITE_FILE), new Uint8Array(await files.arrayBuffer()));
    }
    manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      database: config.databaseUrl ? 'postgres' : 'pglite',
      migrations,
      counts,
      uploads:
        config.storage.kind === 'local'
          ? 'copied'
          : { bucket: config.storage.bucket, prefix: config.storage.prefix },
    };
  } finally {
    await db.close();
  }
  if (config.storage.kind === 'local') {
    await cp(config.storage.dir, path.join(out, UPLOADS_DIR), { recursive: true }).catch(
      (error: NodeJS.ErrnoException) => {
        // No upload yet: an empty folder says so.
        if (error.code !== 'ENOENT') throw error;
        return mkdir(path.join(out, UPLOADS_DIR));
      },
    );
  }
  await writeFile(path.join(out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
