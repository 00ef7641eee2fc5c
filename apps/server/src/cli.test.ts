import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPasswordHasher } from './auth/passwords';
import { openDatabase } from './db/database';
import { findUserByEmail } from './db/users';
import { runCli } from './test/cli';

// Each run is a process that opens the embedded database.
vi.setConfig({ testTimeout: 120_000 });

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-cli-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const createAdmin = (password: string, email = 'owner@shop.example') =>
  runCli(
    ['create-admin', '--email', email, '--name', 'Shop Owner'],
    { DATA_DIR: dataDir },
    `${password}\n`,
  );

describe('create-admin', () => {
  it('creates a verified admin from the password on standard input, once', async () => {
    const first = await createAdmin('Owner1234');
    expect(first.output).toContain('Admin owner@shop.example created');
    expect(first.output).not.toContain('Owner1234');
    expect(first.code).toBe(0);

    const again = await createAdmin('Other5678');
    expect(again.code).toBe(1);
    expect(again.output).toContain('An account with owner@shop.example exists already');

    const db = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    try {
      const admin = await findUserByEmail(db, 'owner@shop.example');
      expect(admin).toMatchObject({ role: 'admin', verified: true, userName: 'Shop Owner' });
      // The first password stands.
      expect(await createPasswordHasher().verify('Owner1234', admin?.passwordHash ?? '')).toBe(
        true,
      );
    } finally {
      await db.close();
    }
  });

  it("refuses a password that breaks the shop's rule, and a missing e-mail", async () => {
    const weak = await createAdmin('short', 'weak@shop.example');
    expect(weak.code).toBe(1);
    expect(weak.output).toContain(
      'Password must be at least 8 characters and include letters and numbers.',
    );
    const usage = await runCli(['create-admin'], { DATA_DIR: dataDir });
    expect(usage.code).toBe(2);
    expect(usage.output).toContain('create-admin needs --email');
  });
});
