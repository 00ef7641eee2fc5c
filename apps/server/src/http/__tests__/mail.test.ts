import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_RESEND_INTERVAL_MS } from '../../auth/otp';
import { createTestServer, PRODUCTION_ENV, type TestServer } from '../../test/harness';
import { startSmtp, type TestSmtp } from '../../test/smtp';

/** The shop in its production configuration, its mail going to a real SMTP server. */
let t: TestServer;
let smtp: TestSmtp;
let shop: ReturnType<TestServer['variant']>;
const log: string[] = [];

beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestServer({ products: 2 });
  shop = t.variant({
    env: { ...PRODUCTION_ENV, SMTP_PORT: String(smtp.port), LOG_LEVEL: 'trace' },
    logger: pino(
      { level: 'trace' },
      new Writable({
        write(chunk, _encoding, done) {
          log.push(String(chunk));
          done();
        },
      }),
    ),
  });
});
afterAll(async () => {
  await shop.deps.mail.stop();
  await smtp.stop();
  await t.close();
});

let counter = 0;
const newEmail = () => `mail${++counter}-${Date.now()}@example.test`;
const mailsTo = (to: string) =>
  smtp.mails.filter((mail) => mail.to && 'text' in mail.to && mail.to.text === to);
const codeIn = (text = '') => /code is (\d{6})/.exec(text)?.[1];

async function register(email: string) {
  return shop
    .client()
    .post('/api/auth/register', { userName: 'Nia', email, password: 'Secret123' });
}

describe('mail in production', () => {
  it('delivers the sign-up code and the reset link over SMTP, and logs neither', async () => {
    const email = newEmail();
    expect((await register(email)).status).toBe(201);
    await shop.deps.mail.settle();
    const code = codeIn(mailsTo(email)[0]?.text);
    expect(code).toMatch(/^\d{6}$/);
    const verify = await shop.client().post('/api/auth/verify-otp', { email, otp: code });
    expect(verify.status).toBe(200);

    await shop.client().post('/api/auth/forgot-password', { email });
    await shop.deps.mail.settle();
    const reset = mailsTo(email).find((mail) => mail.subject === 'Reset your Atelier password');
    const link = /https:\/\/shop\.test\/auth\/reset-password\?token=\S+/.exec(
      reset?.text ?? '',
    )?.[0];
    expect(link).toBeDefined();
    expect(reset?.html).toContain('href="https://shop.test/auth/reset-password?token=');
    const token = decodeURIComponent(new URL(link ?? '').searchParams.get('token') ?? '');
    const done = await shop
      .client()
      .post('/api/auth/reset-password', { token, newPassword: 'Changed99' });
    expect(done.status).toBe(200);

    const written = log.join('');
    expect(written).toContain('mail delivered');
    for (const secret of [code ?? '', token, 'token=', 'verification code', 'Reset your']) {
      expect(written).not.toContain(secret);
    }
  });

  it('while the mail server is down, sign-up still answers 201 and the code arrives once it is back', async () => {
    await smtp.stop();
    const email = newEmail();
    expect((await register(email)).status).toBe(201);
    await shop.deps.mail.settle();
    // Signing up again within the minute queues no second code: one is on its way.
    expect((await register(email)).status).toBe(201);
    const queued = await t.db.query<{ status: string; attempts: number }>(
      'SELECT status, attempts FROM mail_outbox WHERE recipient = $1',
      [email],
    );
    expect(queued).toEqual([{ status: 'pending', attempts: 1 }]);
    await smtp.start();
    shop.advance(OTP_RESEND_INTERVAL_MS);
    await shop.deps.mail.settle();
    expect(mailsTo(email)).toHaveLength(1);
    const otp = codeIn(mailsTo(email)[0]?.text);
    expect((await shop.client().post('/api/auth/verify-otp', { email, otp })).status).toBe(200);
  });
});
