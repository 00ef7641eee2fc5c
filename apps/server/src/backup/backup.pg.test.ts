import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/database';
import { runCli } from '../test/cli';
import { admin, type PostgresServer, startPostgres } from '../test/postgres';
import { demoShop, shopContents } from '../test/shopContents';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 120_000 });

const TOOLS = ['pg_dump', 'pg_restore', 'initdb', 'postgres'];

/**
 * pg_dump refuses a server newer than itself, so the server here is started from the same
 * directory as the dump tools: ATELIER_PG_TOOLS, or Debian's postgresql (`.ci/run` installs it).
 */
function toolsDirectory(): string {
  const candidates = [
    process.env.ATELIER_PG_TOOLS,
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : []),
  ].filter((dir): dir is string => Boolean(dir));
  const found = candidates.find((dir) => TOOLS.every((tool) => existsSync(path.join(dir, tool))));
  if (!found) {
    throw new Error(
      `No directory with ${TOOLS.join(', ')}: install Debian's postgresql, or set ATELIER_PG_TOOLS`,
    );
  }
  return found;
}

let server: PostgresServer;
let bin: string;
let work: string;
let before: Awaited<ReturnType<typeof shopContents>>;

beforeAll(async () => {
  bin = toolsDirectory();
  server = await startPostgres({ bin });
  work = mkdtempSync(path.join(tmpdir(), 'atelier-pg-backup-'));
  await admin(server, 'CREATE DATABASE shop', 'CREATE DATABASE restored');
  const db = await openDatabase({ databaseUrl: server.url('shop') });
  before = await demoShop(db);
  await db.close();
});
afterAll(async () => {
  await server?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('backup and restore of PostgreSQL (pg_dump, pg_restore)', () => {
  it('restores into an empty database with every user, product and order', async () => {
    const out = path.join(work, 'backup');
    const common = { PG_BIN: bin, DATA_DIR: path.join(work, 'data') };
    const backup = await runCli(['backup', '--out', out], {
      ...common,
      DATABASE_URL: server.url('shop'),
    });
    expect(backup.output).toContain('Backup written');
    expect(backup.code).toBe(0);
    const restore = await runCli(['restore', '--from', out], {
      ...common,
      DATABASE_URL: server.url('restored'),
    });
    expect(restore.output).toContain('Restored the backup');
    expect(restore.code).toBe(0);
    const db = await openDatabase({ databaseUrl: server.url('restored') });
    try {
      expect(before.orders.length).toBeGreaterThan(0);
      expect(await shopContents(db)).toEqual(before);
    } finally {
      await db.close();
    }
    const again = await runCli(['restore', '--from', out], {
      ...common,
      DATABASE_URL: server.url('restored'),
    });
    expect(again.code).toBe(1);
    expect(again.output).toContain('is not empty: restore into a new database');
  });
});
