import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino, { type Logger } from 'pino';
import { inject, vi } from 'vitest';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/database';
import { newId } from '../db/ids';
import { insertUser } from '../db/users';
import { buildDeps } from '../deps';
import { createApp } from '../http/app';
import type { PaymentProvider } from '../payments/provider';
import { DEMO_ADMIN, DEMO_SHOPPER, seed } from '../seed/seed';
import { TEMPLATE_DATABASE } from './pgGlobalSetup';
import { migratedDatabase } from './template';

// Every server test file starts a database; on a busy 2-core machine that can take seconds.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

export const PUBLIC_URL = 'http://api.test';
export const CLIENT_ORIGIN = 'http://shop.test';

/** A configuration production accepts (its mail server and payment keys are never reached). */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://api.test',
  CLIENT_ORIGIN: 'https://shop.test',
  SHELL_URL: 'https://shop.test',
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: '1',
  MAIL_FROM: 'Atelier <shop@example.test>',
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_x',
  RAZORPAY_KEY_SECRET: 'key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
  UPLOAD_STORAGE: 'local',
} as const;

export interface JsonResponse {
  status: number;
  // Tests read whatever the server answered; each assertion states the shape it expects.
  // biome-ignore lint/suspicious/noExplicitAny: response bodies are inspected dynamically in tests
  body: any;
  headers: Headers;
  text: string;
}

type Fetcher = (request: Request) => Response | Promise<Response>;

/** A browser-like client: keeps cookies between requests, as the shop's fetch with credentials does. */
export class Client {
  readonly cookies = new Map<string, string>();
  /** `base`: where requests go; a real server's URL for clients over the network. */
  constructor(
    private readonly fetcher: Fetcher,
    private readonly base = PUBLIC_URL,
  ) {}

  async request(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<JsonResponse> {
    const init: RequestInit = { method, headers: { ...headers } };
    const h = init.headers as Record<string, string>;
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (body instanceof FormData) init.body = body;
    else if (typeof body === 'string') {
      init.body = body;
      h['content-type'] ??= 'application/json';
    } else if (body !== undefined) {
      init.body = JSON.stringify(body);
      h['content-type'] ??= 'application/json';
    }
    const response = await this.fetcher(new Request(`${this.base}${url}`, init));
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (!value || /max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    return { status: response.status, body: parsed, headers: response.headers, text };
  }

  get = (url: string, headers?: Record<string, string>) =>
    this.request('GET', url, undefined, headers);
  post = (url: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', url, body, headers);
  put = (url: string, body?: unknown) => this.request('PUT', url, body);
  delete = (url: string) => this.request('DELETE', url);
}

export interface TestServerOptions {
  env?: Record<string, string>;
  /** A catalogue of this many demo products and no shopper activity (default 12). */
  products?: number;
  /** The whole demo shop instead, activity included: what the mock backend starts from. */
  demoShop?: boolean;
  payments?: PaymentProvider;
  /** The server's logger (silent by default): tests that read what it logs pass their own. */
  logger?: Logger;
}

/**
 * A fresh, migrated database for one test server: in-memory PGlite, or, in the `server-pg`
 * project, a new database on the run's PostgreSQL cloned from the migrated template.
 */
export async function freshDatabase(): Promise<{ db: Database; drop: () => Promise<void> }> {
  const base = inject('atelierPostgres');
  if (!base) {
    const db = await migratedDatabase();
    return { db, drop: () => db.close() };
  }
  const name = `t_${newId().replaceAll('-', '')}`;
  const maintenance = new pg.Client({ connectionString: `${base}postgres` });
  await maintenance.connect();
  const run = (sql: string) => maintenance.query(sql);
  await run(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  const db = await openDatabase({ databaseUrl: `${base}${name}` });
  return {
    db,
    drop: async () => {
      await db.close();
      // The pool's connections finish closing on their own time; dropping under them would
      // make the server end them with an error.
      const deadline = Date.now() + 5000;
      while (Date.now() < deadline) {
        const { rows } = await maintenance.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await run(`DROP DATABASE ${name} WITH (FORCE)`);
      await maintenance.end();
    },
  };
}

/** One shop per test file: schema, a small catalogue (or the demo shop), the demo accounts. */
export async function createTestServer(options: TestServerOptions = {}) {
  const { db, drop } = await freshDatabase();
  const server = makeServer(db, options);
  const seeded = await seed(
    db,
    server.deps.hasher,
    options.demoShop
      ? { onlyIfEmpty: false }
      : { productCount: options.products ?? 12, activity: false, onlyIfEmpty: false },
  );
  return {
    ...server,
    seeded,
    close: async () => {
      await server.deps.mail.stop();
      await drop();
    },
  };
}

function makeServer(db: Database, options: TestServerOptions) {
  const uploadDir = mkdtempSync(path.join(tmpdir(), 'atelier-uploads-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL,
    CLIENT_ORIGIN,
    SHELL_URL: 'http://shop.test',
    UPLOAD_DIR: uploadDir,
    UPLOAD_MAX_BYTES: String(256 * 1024),
    ...options.env,
  });
  let offset = 0;
  const clock = () => new Date(Date.now() + offset);
  const { deps, mailbox } = buildDeps(config, db, {
    clock,
    // Cheap scrypt keeps the suite fast; production cost is covered by the hasher's own test.
    scrypt: { N: 1024, r: 8, p: 1 },
    logger: options.logger ?? pino({ level: 'silent' }),
    ...(options.payments ? { payments: options.payments } : {}),
  });
  const app = createApp(deps, mailbox ? { mailbox } : {});
  const fetcher: Fetcher = (request) => app.fetch(request);

  const client = () => new Client(fetcher);

  async function login(email: string, password: string) {
    const c = client();
    const res = await c.post('/api/auth/login', { email, password });
    if (res.status !== 200) throw new Error(`login ${email} failed: ${res.status} ${res.text}`);
    return {
      client: c,
      user: res.body.user as { id: string; userName: string; email: string; role: string },
    };
  }

  /** A verified shopper created straight in the database, then signed in through the API. */
  async function newShopper(name = 'Shopper') {
    const email = `${name.toLowerCase().replace(/\W/g, '')}-${newId().slice(0, 8)}@example.test`;
    const password = 'Passw0rd1';
    await insertUser(db, {
      id: newId(),
      userName: name,
      email,
      passwordHash: await deps.hasher.hash(password),
      role: 'user',
      verified: true,
    });
    return { ...(await login(email, password)), password };
  }

  async function addAddress(c: Client, userId: string) {
    const res = await c.post('/api/shop/address/add', {
      userId,
      address: '1 Test Street',
      city: 'Pune',
      pincode: '411001',
      phone: '9999999999',
      notes: 'none',
    });
    if (res.status !== 201) throw new Error(`address failed: ${res.text}`);
    return res.body.data as { _id: string };
  }

  return {
    app,
    db,
    deps,
    config,
    /** The mails delivered to `to`, newest first, once the outbox has delivered what is due. */
    async mails(to: string) {
      if (!mailbox) throw new Error('this test server sends real mail (SMTP)');
      await deps.mail.settle();
      return mailbox.list(to);
    },
    client,
    login,
    admin: () => login(DEMO_ADMIN.email, DEMO_ADMIN.password),
    shopper: () => login(DEMO_SHOPPER.email, DEMO_SHOPPER.password),
    newShopper,
    addAddress,
    advance: (ms: number) => {
      offset += ms;
    },
    /** Another server (other settings or payment provider) over the same database. */
    variant: (variantOptions: Omit<TestServerOptions, 'products' | 'demoShop'>) =>
      makeServer(db, variantOptions),
  };
}

export type TestServer = Awaited<ReturnType<typeof createTestServer>>;
