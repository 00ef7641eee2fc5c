import path from 'node:path';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  /** Where browsers reach this server; uploaded and seeded image URLs are built from it. */
  PUBLIC_URL: optionalString,
  DATABASE_URL: optionalString,
  DATA_DIR: z.string().default('./.data'),
  UPLOAD_DIR: optionalString,
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  /** Comma-separated origins allowed to call the API with cookies. */
  CLIENT_ORIGIN: z.string().default('http://localhost:5173'),
  SHELL_URL: optionalString,
  SMTP_HOST: optionalString,
  SMTP_PORT: z.coerce.number().int().positive().optional(),
  SMTP_USER: optionalString,
  SMTP_PASS: optionalString,
  SMTP_SECURE: z.enum(['true', 'false']).optional(),
  MAIL_FROM: z.string().default('Atelier <no-reply@atelier.test>'),
  PAYMENT_PROVIDER: z.enum(['test', 'razorpay']).optional(),
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  TEST_PAYMENT_SECRET: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  SEED: z.enum(['true', 'false']).default('true'),
  /** How long product list and search answers may be reused; 0 turns the cache off. */
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5000),
  /** Secret of the Razorpay webhook (dashboard → webhooks); without it webhooks are refused. */
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  /** Reverse proxies in front of the server whose X-Forwarded-For is trusted; 0 trusts none. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** How long an unpaid online order holds its units (default 15 minutes). */
  RESERVATION_TTL_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60 * 1000),
  /** Online orders awaiting payment one user may have at once. */
  MAX_UNPAID_ORDERS: z.coerce.number().int().min(1).max(100).default(3),
  /** An identical order from the same user within this time is refused as a repeated submit. */
  DUPLICATE_ORDER_WINDOW_MS: z.coerce.number().int().min(0).default(10_000),
  /** A built shell (apps/shell/dist) to serve on this origin; unset serves none. */
  SHELL_DIST: optionalString,
  /** PEM certificate chain and key: with both, the server speaks HTTPS (HTTP/2, and HTTP/1.1). */
  TLS_CERT_FILE: optionalString,
  TLS_KEY_FILE: optionalString,
});

export type NodeEnv = 'development' | 'test' | 'production';

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
}

export interface Config {
  env: NodeEnv;
  host: string;
  port: number;
  publicUrl: string;
  databaseUrl?: string;
  /** Undefined keeps the embedded database in memory (tests). */
  dataDir?: string;
  uploadDir: string;
  uploadMaxBytes: number;
  clientOrigins: string[];
  shellUrl: string;
  smtp?: SmtpConfig;
  mailFrom: string;
  payment:
    | { provider: 'test'; secret: string }
    | { provider: 'razorpay'; keyId: string; keySecret: string; webhookSecret?: string };
  logLevel: string;
  seed: boolean;
  catalogCacheTtlMs: number;
  trustProxy: number;
  reservationMs: number;
  maxUnpaidOrders: number;
  duplicateOrderWindowMs: number;
  /** Absolute path of a built shell to serve, when set. */
  shellDist?: string;
  /** PEM files for HTTPS; without them the server speaks plain HTTP/1.1. */
  tls?: { certFile: string; keyFile: string };
}

/** Reads the environment once at start; an invalid setting stops the server with a clear list. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const clientOrigins = e.CLIENT_ORIGIN.split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  const provider = e.PAYMENT_PROVIDER ?? (e.RAZORPAY_KEY_ID ? 'razorpay' : 'test');
  let payment: Config['payment'];
  if (provider === 'razorpay') {
    if (!e.RAZORPAY_KEY_ID || !e.RAZORPAY_KEY_SECRET) {
      throw new Error('PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
    }
    payment = {
      provider,
      keyId: e.RAZORPAY_KEY_ID,
      keySecret: e.RAZORPAY_KEY_SECRET,
      ...(e.RAZORPAY_WEBHOOK_SECRET ? { webhookSecret: e.RAZORPAY_WEBHOOK_SECRET } : {}),
    };
  } else {
    // The test provider fakes real money; it must never answer in production.
    if (e.NODE_ENV === 'production') {
      throw new Error('The test payment provider is not allowed in production');
    }
    payment = { provider, secret: e.TEST_PAYMENT_SECRET ?? 'atelier-test-payment-secret' };
  }
  if (Boolean(e.TLS_CERT_FILE) !== Boolean(e.TLS_KEY_FILE)) {
    throw new Error('TLS_CERT_FILE and TLS_KEY_FILE go together: set both, or neither');
  }
  const tls =
    e.TLS_CERT_FILE && e.TLS_KEY_FILE
      ? { certFile: path.resolve(e.TLS_CERT_FILE), keyFile: path.resolve(e.TLS_KEY_FILE) }
      : undefined;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: (e.PUBLIC_URL ?? `${tls ? 'https' : 'http'}://localhost:${e.PORT}`).replace(
      /\/+$/,
      '',
    ),
    ...(e.DATABASE_URL ? { databaseUrl: e.DATABASE_URL } : {}),
    dataDir: path.join(dataDir, 'pglite'),
    uploadDir: path.resolve(e.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    clientOrigins,
    shellUrl: (e.SHELL_URL ?? clientOrigins[0] ?? 'http://localhost:5173').replace(/\/+$/, ''),
    ...(e.SMTP_HOST
      ? {
          smtp: {
            host: e.SMTP_HOST,
            port: e.SMTP_PORT ?? 587,
            secure: e.SMTP_SECURE === 'true',
            ...(e.SMTP_USER ? { user: e.SMTP_USER } : {}),
            ...(e.SMTP_PASS ? { pass: e.SMTP_PASS } : {}),
          },
        }
      : {}),
    mailFrom: e.MAIL_FROM,
    payment,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    seed: e.SEED === 'true',
    catalogCacheTtlMs: e.CATALOG_CACHE_TTL_MS,
    trustProxy: e.TRUST_PROXY,
    reservationMs: e.RESERVATION_TTL_MS,
    maxUnpaidOrders: e.MAX_UNPAID_ORDERS,
    duplicateOrderWindowMs: e.DUPLICATE_ORDER_WINDOW_MS,
    ...(e.SHELL_DIST ? { shellDist: path.resolve(e.SHELL_DIST) } : {}),
    ...(tls ? { tls } : {}),
  };
}
