import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/database';
import { runCli } from '../test/cli';
import { demoShop, shopContents } from '../test/shopContents';
import { createLocalStore } from '../uploads/localStore';

// The command line runs four times, each opening an embedded database.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 120_000 });

let work: string;
const shop = () => path.join(work, 'shop');
let before: Awaited<ReturnType<typeof shopContents>>;
const UPLOAD = '0b6a5c3e-8f0e-4a7b-9c1d-2e3f4a5b6c7d.webp';

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'atelier-backup-'));
  // The demo shop (shoppers, carts, reviews, orders in every status) and one uploaded picture.
  const db = await openDatabase({ dataDir: path.join(shop(), 'pglite') });
  before = await demoShop(db);
  await db.close();
  const picture = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
    .webp()
    .toBuffer();
  await createLocalStore(path.join(shop(), 'uploads')).put(UPLOAD, picture, 'image/webp');
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('backup and restore of the embedded database', () => {
  it('restores into a fresh data folder with every user, product, order and upload', async () => {
    expect(before.orders.length).toBeGreaterThan(0);
    const out = path.join(work, 'backup');
    const backup = await runCli(['backup', '--out', out], { DATA_DIR: shop() });
    expect(backup.output).toContain('Backup written');
    expect(backup.code).toBe(0);
    expect(readdirSync(out).sort()).toEqual(['manifest.json', 'pglite.tar.gz', 'uploads']);

    const fresh = path.join(work, 'restored');
    const restore = await runCli(['restore', '--from', out], { DATA_DIR: fresh });
    expect(restore.output).toContain('Restored the backup');
    expect(restore.code).toBe(0);
    const db = await openDatabase({ dataDir: path.join(fresh, 'pglite') });
    try {
      expect(await shopContents(db)).toEqual(before);
    } finally {
      await db.close();
    }
    expect(readdirSync(path.join(fresh, 'uploads'))).toEqual([UPLOAD]);

    // A restore never writes over a shop.
    const again = await runCli(['restore', '--from', out], { DATA_DIR: fresh });
    expect(again.code).toBe(1);
    expect(again.output).toContain('is not empty: restore into a new DATA_DIR');
  });

  it('refuses to copy the embedded database while a server has it open', async () => {
    const db = await openDatabase({ dataDir: path.join(shop(), 'pglite') });
    try {
      const result = await runCli(['backup', '--out', path.join(work, 'while-open')], {
        DATA_DIR: shop(),
      });
      expect(result.code).toBe(1);
      expect(result.output).toMatch(/is in use by process \d+: stop that server first/);
    } finally {
      await db.close();
    }
  });
});
