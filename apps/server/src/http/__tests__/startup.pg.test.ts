import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_USERS } from '@atelier/api-client/demo-data';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../db/database';
import { migrationFiles } from '../../db/migrate';
import { type Instance, startInstance } from '../../test/instances';
import { scratchDatabase } from '../../test/pgDatabase';

// Thirty server processes start over the file: minutes on a busy two-core machine.
vi.setConfig({ testTimeout: 600_000, hookTimeout: 120_000 });

const TRIALS = 10;
let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-startup-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const OWNER = { ADMIN_EMAIL: 'owner@shop.example', ADMIN_PASSWORD: 'Owner1234' };

describe('servers starting together on an empty PostgreSQL', () => {
  it(`three at once all come up, ${TRIALS} times out of ${TRIALS}, and the first-start work is done once`, async () => {
    const outcomes: string[] = [];
    for (let trial = 1; trial <= TRIALS; trial += 1) {
      const scratch = await scratchDatabase({ empty: true });
      const env = {
        DATABASE_URL: scratch.url,
        DATA_DIR: dataDir,
        PAYMENT_PROVIDER: 'test',
        SEED: 'true',
        ...OWNER,
      };
      const started = await Promise.allSettled([1, 2, 3].map(() => startInstance(env)));
      const up = started.filter((result) => result.status === 'fulfilled');
      outcomes.push(`${up.length}/3`);
      try {
        const failure = started.find((result) => result.status === 'rejected');
        expect(
          failure,
          `trial ${trial}: ${String(failure?.reason).slice(0, 2000)}`,
        ).toBeUndefined();
        const db = await openDatabase({ databaseUrl: scratch.url });
        try {
          const versions = await db.query<{ version: string }>(
            'SELECT version FROM schema_migrations ORDER BY version',
          );
          expect(versions.map((row) => row.version)).toEqual(await migrationFiles());
          const admins = await db.query<{ email: string }>(
            `SELECT email FROM users WHERE role = 'admin' ORDER BY email`,
          );
          expect(admins.map((row) => row.email)).toEqual([
            DEMO_USERS.admin.email,
            OWNER.ADMIN_EMAIL,
          ]);
        } finally {
          await db.close();
        }
      } finally {
        await Promise.all(
          up.map((result) => (result as PromiseFulfilledResult<Instance>).value.stop()),
        );
        await scratch.drop();
      }
    }
    expect(outcomes).toEqual(Array(TRIALS).fill('3/3'));
  });

  it('a schema newer than the server refuses to start, with a clear message', async () => {
    const scratch = await scratchDatabase();
    try {
      const db = await openDatabase({ databaseUrl: scratch.url });
      await db.query(`INSERT INTO schema_migrations (version) VALUES ('999_from_the_future.sql')`);
      await db.close();
      await expect(
        startInstance({ DATABASE_URL: scratch.url, DATA_DIR: dataDir, PAYMENT_PROVIDER: 'test' }),
      ).rejects.toThrow(
        /The database schema is newer than this server: it has migration 999_from_the_future\.sql/,
      );
    } finally {
      await scratch.drop();
    }
  });
});
