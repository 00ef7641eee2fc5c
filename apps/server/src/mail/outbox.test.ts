import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { startSmtp, type TestSmtp } from '../test/smtp';
import { migratedDatabase } from '../test/template';
import { createMailWorker, type MailWorker, retryDelayMs } from './outbox';
import { createSmtpTransport } from './smtp';

let db: Database;
let smtp: TestSmtp;
let worker: MailWorker;
let offset = 0;
const logLines: string[] = [];
const clock = () => new Date(Date.now() + offset);

beforeAll(async () => {
  db = await migratedDatabase();
  smtp = await startSmtp();
  const logger = pino(
    { level: 'trace' },
    new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  );
  worker = createMailWorker({
    db,
    transport: createSmtpTransport(
      { host: '127.0.0.1', port: smtp.port, secure: false },
      'Atelier <shop@example.test>',
    ),
    clock,
    logger,
    domain: 'example.test',
  });
});
afterAll(async () => {
  await worker.stop();
  await smtp.stop();
  await db.close();
});
beforeEach(async () => {
  await smtp.start();
  smtp.mails.length = 0;
  smtp.refuse.clear();
});

let counter = 0;
/** A sign-up code mail for a fresh event, queued in its own transaction. */
async function queueOtp(overrides: { to?: string; code?: string; expiresAt?: Date } = {}) {
  counter += 1;
  const mail = {
    key: `otp:test:${counter}`,
    to: overrides.to ?? `reader${counter}@example.test`,
    template: 'otp' as const,
    data: { userName: '<Nia & Co>', code: overrides.code ?? '482913', validMinutes: 10 },
    ...(overrides.expiresAt ? { expiresAt: overrides.expiresAt } : {}),
  };
  await db.transaction((tx) => worker.enqueue(tx, mail));
  return mail;
}

const row = async (key: string) =>
  (
    await db.query<{ status: string; attempts: number; data: unknown; next_attempt_at: Date }>(
      'SELECT status, attempts, data, next_attempt_at FROM mail_outbox WHERE dedupe_key = $1',
      [key],
    )
  )[0];

describe('the mail outbox', () => {
  it('delivers a queued mail once over SMTP, as HTML and text, and then forgets its data', async () => {
    const mail = await queueOtp();
    await worker.settle();
    const [received] = await smtp.received(1);
    expect(received?.to).toMatchObject({ text: mail.to });
    expect(received?.subject).toBe('Your Atelier verification code: 482913');
    expect(received?.text).toContain('Your verification code is 482913.');
    // The shopper's name is text in the HTML, never markup.
    expect(received?.html).toContain('&#60;Nia &#38; Co&#62;');
    expect(received?.html).not.toContain('<Nia');
    expect(received?.messageId).toMatch(/@example\.test>$/);
    expect(await row(mail.key)).toMatchObject({ status: 'sent', attempts: 1, data: null });
    await worker.settle();
    expect(smtp.mails).toHaveLength(1);
  });

  it('gives a restock mail the one-click unsubscribe headers, and a code mail none', async () => {
    const unsubscribeLink = 'https://api.example.test/api/shop/restock-alerts/unsubscribe?token=t';
    await db.transaction((tx) =>
      worker.enqueue(tx, {
        key: 'restock:headers',
        to: 'waiting@example.test',
        template: 'restockBack',
        data: { title: 'Linen shirt', size: 'M', unsubscribeLink, productLink: 'https://x.test/p' },
      }),
    );
    await queueOtp();
    await worker.settle();
    const mails = await smtp.received(2);
    const restock = mails.find((mail) => mail.subject?.includes('Linen shirt'));
    const code = mails.find((mail) => mail !== restock);
    // mailparser reads the List-* headers into one `list` field.
    expect(restock?.headers.get('list')).toEqual({
      unsubscribe: { url: unsubscribeLink },
      'unsubscribe-post': { name: 'List-Unsubscribe=One-Click' },
    });
    expect(code?.headers.has('list')).toBe(false);
  });

  it('sends nothing for a transaction that rolled back, and queues one event once', async () => {
    await db
      .transaction(async (tx) => {
        await worker.enqueue(tx, {
          key: 'otp:rolled-back',
          to: 'nobody@example.test',
          template: 'otp',
          data: { userName: 'N', code: '111111', validMinutes: 10 },
        });
        throw new Error('the sign-up failed');
      })
      .catch(() => undefined);
    expect(await row('otp:rolled-back')).toBeUndefined();
    const mail = await queueOtp();
    await db.transaction((tx) =>
      worker.enqueue(tx, { ...mail, data: { ...mail.data, code: '999999' } }),
    );
    await worker.settle();
    await smtp.received(1);
    expect(smtp.mails.map((m) => m.subject)).toEqual(['Your Atelier verification code: 482913']);
  });

  it('loses nothing while the mail server is down, and sends once when it is back', async () => {
    await smtp.stop();
    const mail = await queueOtp();
    await worker.settle();
    const failed = await row(mail.key);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(new Date(failed?.next_attempt_at ?? 0).getTime()).toBeGreaterThan(clock().getTime());
    await smtp.start();
    // Not due yet: the worker waits out the backoff.
    await worker.settle();
    expect(smtp.mails).toHaveLength(0);
    offset += 60_000;
    await worker.settle();
    await smtp.received(1);
    expect(await row(mail.key)).toMatchObject({ status: 'sent', attempts: 2 });
    await worker.settle();
    expect(smtp.mails).toHaveLength(1);
  });

  it('drops a mail whose code expired before it could be sent', async () => {
    await smtp.stop();
    const mail = await queueOtp({ expiresAt: new Date(clock().getTime() + 30_000) });
    await worker.settle();
    await smtp.start();
    offset += 60_000;
    await worker.settle();
    expect(await row(mail.key)).toMatchObject({ status: 'expired', data: null });
    expect(smtp.mails).toHaveLength(0);
  });

  it('does not retry a recipient the mail server refuses', async () => {
    const to = 'gone@example.test';
    smtp.refuse.add(to);
    const mail = await queueOtp({ to });
    await worker.settle();
    expect(await row(mail.key)).toMatchObject({ status: 'failed', attempts: 1, data: null });
  });

  it('waits longer after each failure, up to half an hour, spread by ±20%', () => {
    expect(retryDelayMs(1, () => 0.5)).toBe(15_000);
    expect(retryDelayMs(3, () => 0.5)).toBe(60_000);
    expect(retryDelayMs(30, () => 0.5)).toBe(30 * 60_000);
    expect(retryDelayMs(1, () => 0)).toBe(12_000);
    expect(retryDelayMs(1, () => 1)).toBe(18_000);
  });

  it('never writes a code, a subject or a body to the log', () => {
    const log = logLines.join('');
    expect(log).toContain('mail delivered');
    expect(log).toContain('will retry');
    for (const secret of ['482913', '999999', 'verification code', 'Nia']) {
      expect(log).not.toContain(secret);
    }
  });
});
