import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../db/database';
import { scratchDatabase } from '../test/pgDatabase';
import { startSmtp, type TestSmtp } from '../test/smtp';
import { createMailWorker, type MailWorker } from './outbox';
import { createSmtpTransport } from './smtp';
import type { MailTransport } from './transport';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
let smtp: TestSmtp;
const opened: Database[] = [];
const workers: MailWorker[] = [];

beforeAll(async () => {
  scratch = await scratchDatabase();
  smtp = await startSmtp();
});
afterAll(async () => {
  await Promise.all(workers.map((worker) => worker.stop()));
  await Promise.all(opened.map((db) => db.close().catch(() => undefined)));
  await smtp.stop();
  await scratch.drop();
});

/** A server's worker: its own pool on the shared database. */
async function server(transport?: MailTransport, options: { dies?: boolean } = {}) {
  const db = await openDatabase({ databaseUrl: scratch.url });
  const worker = createMailWorker({
    db,
    transport:
      transport ??
      createSmtpTransport(
        { host: '127.0.0.1', port: smtp.port, secure: false },
        'shop@example.test',
      ),
    clock: () => new Date(),
    logger: pino({ level: 'silent' }),
    domain: 'example.test',
  });
  // A server that dies is not stopped or closed: its hanging send would never let it.
  if (!options.dies) {
    workers.push(worker);
    opened.push(db);
  }
  return { db, worker };
}

async function queue(db: Database, worker: MailWorker, keys: string[]) {
  await db.transaction(async (tx) => {
    for (const key of keys) {
      await worker.enqueue(tx, {
        key,
        to: `${key.replace(/\W/g, '')}@example.test`,
        template: 'otp',
        data: { userName: 'Nia', code: '123456', validMinutes: 10 },
      });
    }
  });
}

describe('one outbox, several servers', () => {
  it('two servers draining at once send every mail exactly once', async () => {
    const a = await server();
    const b = await server();
    const keys = Array.from({ length: 40 }, (_, i) => `both:${i}`);
    await queue(a.db, a.worker, keys);
    await Promise.all([a.worker.settle(), b.worker.settle(), a.worker.settle()]);
    const mails = await smtp.received(40);
    const ids = mails.map((mail) => mail.messageId);
    expect(new Set(ids).size).toBe(40);
    expect(mails).toHaveLength(40);
    const rows = await a.db.query<{ status: string; attempts: number; n: number }>(
      `SELECT status, attempts, count(*)::int AS n FROM mail_outbox WHERE dedupe_key LIKE 'both:%' GROUP BY 1, 2`,
    );
    expect(rows).toEqual([{ status: 'sent', attempts: 1, n: 40 }]);
  });

  it('a server that dies in the middle of a send leaves the mail to the others, at once', async () => {
    smtp.mails.length = 0;
    let sending!: () => void;
    const started = new Promise<void>((resolve) => {
      sending = resolve;
    });
    // A mail server that takes the mail and never answers: the send hangs, its row locked.
    const dying = await server(
      {
        name: 'hangs',
        send: () => {
          sending();
          return new Promise<never>(() => undefined);
        },
      },
      { dies: true },
    );
    await queue(dying.db, dying.worker, ['dies:1']);
    void dying.worker.settle();
    await started;
    const other = await server();
    await other.worker.settle();
    expect(smtp.mails).toHaveLength(0);
    // The dying server's connection goes, as it does when its process is killed.
    const [holder] = await other.db.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND state = 'idle in transaction'`,
      [scratch.name],
    );
    await other.db.query('SELECT pg_terminate_backend($1)', [holder?.pid ?? 0]);
    await vi.waitFor(
      async () => {
        const left = await other.db.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [
          holder?.pid ?? 0,
        ]);
        expect(left).toHaveLength(0);
      },
      { timeout: 10_000, interval: 20 },
    );
    await other.worker.settle();
    const [mail] = await smtp.received(1);
    expect(mail?.to).toMatchObject({ text: 'dies1@example.test' });
  });
});
