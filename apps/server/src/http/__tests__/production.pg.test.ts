import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ADMIN } from '../../seed/seed';
import { Client, PRODUCTION_ENV } from '../../test/harness';
import { type Instance, startInstance } from '../../test/instances';
import { scratchDatabase } from '../../test/pgDatabase';
import { freePort } from '../../test/ports';
import { startS3 } from '../../test/s3';
import { startSmtp, type TestSmtp } from '../../test/smtp';

// Server processes start, and one waits for another's next look at the outbox.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const OWNER = { email: 'owner@shop.example', password: 'Owner1234' };
let scratch: Awaited<ReturnType<typeof scratchDatabase>>;
let s3: Awaited<ReturnType<typeof startS3>>;
let smtp: TestSmtp;
let dataDir: string;
let env: Record<string, string>;
let a: Instance;
let b: Instance;

beforeAll(async () => {
  scratch = await scratchDatabase({ empty: true });
  s3 = await startS3();
  smtp = await startSmtp();
  dataDir = mkdtempSync(path.join(tmpdir(), 'atelier-production-'));
  env = {
    ...PRODUCTION_ENV,
    ...s3.env,
    // Behind a load balancer both answer at one address; this one is never dialled.
    PUBLIC_URL: 'http://127.0.0.1:9',
    CLIENT_ORIGIN: 'http://127.0.0.1:9',
    SHELL_URL: 'http://127.0.0.1:9',
    SMTP_PORT: String(smtp.port),
    DATABASE_URL: scratch.url,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
    LOG_LEVEL: 'info',
  };
  // Each on a disk of its own, as on two machines: what they share is the database and the bucket.
  [a, b] = await Promise.all([
    startInstance({ ...env, DATA_DIR: path.join(dataDir, 'a') }),
    startInstance({ ...env, DATA_DIR: path.join(dataDir, 'b') }),
  ]);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await smtp.stop();
  await s3.stop();
  await scratch.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const on = (instance: Instance) => new Client((request) => fetch(request), instance.url);

describe('a production start', () => {
  it('with only payment keys, exits with the list of what is missing', async () => {
    const started = startInstance({
      NODE_ENV: 'production',
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'secret',
      DATA_DIR: dataDir,
    });
    await expect(started).rejects.toThrow(/will not start in production until these 6 settings/);
    const message = await started.catch((error: Error) => error.message);
    for (const name of [
      'SMTP_HOST',
      'MAIL_FROM',
      'RAZORPAY_WEBHOOK_SECRET',
      'PUBLIC_URL',
      'CLIENT_ORIGIN',
      'UPLOAD_STORAGE',
    ]) {
      expect(message).toContain(`- ${name}: missing`);
    }
  });

  it('has no demo account, and the first admin from ADMIN_EMAIL signs in', async () => {
    const demo = await on(a).post('/api/auth/login', {
      email: DEMO_ADMIN.email,
      password: DEMO_ADMIN.password,
    });
    expect(demo.status).toBe(401);
    const owner = await on(b).post('/api/auth/login', OWNER);
    expect(owner.status).toBe(200);
    expect(owner.body.user).toMatchObject({ email: OWNER.email, role: 'admin' });
    for (const instance of [a, b]) {
      expect(instance.output()).not.toContain(OWNER.password);
      expect(instance.output()).not.toContain(DEMO_ADMIN.password);
      expect(instance.output()).not.toContain('demo accounts');
    }
  });

  it('serves from one instance an image uploaded through the other, out of object storage', async () => {
    const admin = on(a);
    await admin.post('/api/auth/login', OWNER);
    const form = new FormData();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    form.append('my_file', new Blob([png], { type: 'image/png' }), 'shirt.png');
    const upload = await admin.post('/api/admin/products/image-upload', form);
    expect(upload.status).toBe(200);
    const image = upload.body.result.url as string;
    const product = await admin.post('/api/admin/products/add', {
      image,
      title: 'Stored Shirt',
      description: 'Its picture lives in the bucket',
      category: 'men',
      brand: 'nike',
      price: 100,
      salePrice: 0,
      sizes: [{ size: 'M', stock: 2 }],
    });
    expect(product.status).toBe(201);
    const listed = await on(b).get('/api/shop/products/get');
    const shown = (listed.body.data as Array<{ title: string; image: string }>).find(
      (entry) => entry.title === 'Stored Shirt',
    );
    expect(shown?.image).toBe(image);
    const fromB = await fetch(`${b.url}${new URL(image).pathname}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    const fromA = await fetch(`${a.url}${new URL(image).pathname}`);
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
  });

  it('mails the sign-up code over SMTP and prints no code or link', async () => {
    const email = `prod-${Date.now()}@example.test`;
    const res = await on(a).post('/api/auth/register', {
      userName: 'Nia',
      email,
      password: 'Secret123',
    });
    expect(res.status).toBe(201);
    const mails = await smtp.received(1);
    const code = /code is (\d{6})/.exec(mails[0]?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(mails[0]?.html).toContain(code);
    expect((await on(b).post('/api/auth/verify-otp', { email, otp: code })).status).toBe(200);
    await on(a).post('/api/auth/forgot-password', { email });
    await smtp.received(2);
    // The log is written in batches, at least once a second.
    await vi.waitFor(
      () => expect(a.output() + b.output()).toMatch(/mail delivered[\s\S]*mail delivered/),
      {
        timeout: 10_000,
      },
    );
    const printed = a.output() + b.output();
    expect(printed).not.toContain(code);
    expect(printed).not.toContain('token=');
  });
});

describe('a server killed between the commit and the send', () => {
  let hang: Server;
  afterAll(() => new Promise<void>((resolve) => hang.close(() => resolve())));

  it('loses no mail: another instance delivers it', async () => {
    // A mail server that takes the connection and never answers: the send is under way.
    let dialled!: () => void;
    const connected = new Promise<void>((resolve) => {
      dialled = resolve;
    });
    hang = createServer(() => dialled());
    const port = await freePort();
    await new Promise<void>((resolve) => hang.listen(port, '127.0.0.1', () => resolve()));
    const doomed = await startInstance({ ...env, SMTP_PORT: String(port) });
    const before = smtp.mails.length;
    const email = `crash-${Date.now()}@example.test`;
    const res = await on(doomed).post('/api/auth/register', {
      userName: 'Nia',
      email,
      password: 'Secret123',
    });
    expect(res.status).toBe(201);
    await connected;
    await doomed.kill();
    // The others look at the outbox every few seconds.
    const mails = await smtp.received(before + 1);
    expect(mails.at(-1)?.to).toMatchObject({ text: email });
  });
});
