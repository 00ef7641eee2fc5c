import path from 'node:path';
import { type Env, envSchema } from './env';
import { configProblems, listOrigins, paymentProvider } from './problems';

export type NodeEnv = 'development' | 'test' | 'production';

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
}

export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint?: string;
      forcePathStyle: boolean;
      /** Unset: the AWS SDK's own chain (instance role, AWS_* variables, shared files). */
      credentials?: { accessKeyId: string; secretAccessKey: string };
      prefix: string;
    };

export interface SellerConfig {
  name: string;
  /** One line; commas separate its parts. */
  address?: string;
  taxNumber?: string;
}

export interface Config {
  env: NodeEnv;
  host: string;
  port: number;
  publicUrl: string;
  databaseUrl?: string;
  /** Undefined keeps the embedded database in memory (tests). */
  dataDir?: string;
  storage: StorageConfig;
  uploadMaxBytes: number;
  clientOrigins: string[];
  shellUrl: string;
  smtp?: SmtpConfig;
  mailFrom: string;
  payment:
    | { provider: 'test'; secret: string }
    | { provider: 'razorpay'; keyId: string; keySecret: string; webhookSecret?: string };
  logLevel: string;
  /** Demo data on an empty database (never in production). */
  seed: boolean;
  /** The first admin, created when no account has this e-mail yet. */
  bootstrapAdmin?: { email: string; password: string; userName: string };
  catalogCacheTtlMs: number;
  trustProxy: number;
  reservationMs: number;
  maxUnpaidOrders: number;
  duplicateOrderWindowMs: number;
  /** Who sells, as invoices name them. */
  seller: SellerConfig;
  /** Absolute path of a built shell to serve, when set. */
  shellDist?: string;
  /** PEM files for HTTPS; without them the server speaks plain HTTP/1.1. */
  tls?: { certFile: string; keyFile: string };
}

/** A configuration the server must not start with; the message lists every problem. */
export class ConfigError extends Error {
  constructor(
    readonly problems: string[],
    production: boolean,
  ) {
    super(
      [
        production
          ? `Atelier will not start in production until ${problems.length === 1 ? 'this setting is' : `these ${problems.length} settings are`} fixed (docs/deploy.md lists every setting):`
          : 'Invalid configuration:',
        ...problems.map((problem) => `  - ${problem}`),
      ].join('\n'),
    );
  }
}

const DEV_MAIL_FROM = 'Atelier <no-reply@atelier.test>';
const DEV_SHELL = 'http://localhost:5173';
const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** Reads the environment once at start; any problem stops the server with the whole list. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
      env.NODE_ENV === 'production',
    );
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const problems = configProblems(e);
  if (problems.length) throw new ConfigError(problems, production);
  return toConfig(e);
}

function toConfig(e: Env): Config {
  const production = e.NODE_ENV === 'production';
  const tls =
    e.TLS_CERT_FILE && e.TLS_KEY_FILE
      ? { certFile: path.resolve(e.TLS_CERT_FILE), keyFile: path.resolve(e.TLS_KEY_FILE) }
      : undefined;
  const publicUrl = trimSlash(e.PUBLIC_URL ?? `${tls ? 'https' : 'http'}://localhost:${e.PORT}`);
  // A shell served by this server shares its origin; otherwise development's shell dev server.
  const clientOrigins = e.CLIENT_ORIGIN
    ? listOrigins(e.CLIENT_ORIGIN)
    : [e.SHELL_DIST ? new URL(publicUrl).origin : DEV_SHELL];
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl,
    ...(e.DATABASE_URL ? { databaseUrl: e.DATABASE_URL } : {}),
    dataDir: path.join(dataDir, 'pglite'),
    storage: storageConfig(e, dataDir),
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
    clientOrigins,
    shellUrl: trimSlash(e.SHELL_URL ?? clientOrigins[0] ?? DEV_SHELL),
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
    mailFrom: e.MAIL_FROM ?? DEV_MAIL_FROM,
    payment: paymentConfig(e),
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    seed: !production && e.SEED !== 'false',
    ...(e.ADMIN_EMAIL && e.ADMIN_PASSWORD
      ? {
          bootstrapAdmin: {
            email: e.ADMIN_EMAIL.toLowerCase(),
            password: e.ADMIN_PASSWORD,
            userName: e.ADMIN_NAME ?? 'Admin',
          },
        }
      : {}),
    catalogCacheTtlMs: e.CATALOG_CACHE_TTL_MS,
    trustProxy: e.TRUST_PROXY,
    reservationMs: e.RESERVATION_TTL_MS,
    maxUnpaidOrders: e.MAX_UNPAID_ORDERS,
    duplicateOrderWindowMs: e.DUPLICATE_ORDER_WINDOW_MS,
    seller: {
      name: e.SELLER_NAME ?? 'Atelier',
      ...(e.SELLER_ADDRESS ? { address: e.SELLER_ADDRESS } : {}),
      ...(e.SELLER_TAX_NUMBER ? { taxNumber: e.SELLER_TAX_NUMBER } : {}),
    },
    ...(e.SHELL_DIST ? { shellDist: path.resolve(e.SHELL_DIST) } : {}),
    ...(tls ? { tls } : {}),
  };
}

function paymentConfig(e: Env): Config['payment'] {
  if (paymentProvider(e) === 'test') {
    return { provider: 'test', secret: e.TEST_PAYMENT_SECRET ?? 'atelier-test-payment-secret' };
  }
  return {
    provider: 'razorpay',
    keyId: e.RAZORPAY_KEY_ID ?? '',
    keySecret: e.RAZORPAY_KEY_SECRET ?? '',
    ...(e.RAZORPAY_WEBHOOK_SECRET ? { webhookSecret: e.RAZORPAY_WEBHOOK_SECRET } : {}),
  };
}

function storageConfig(e: Env, dataDir: string): StorageConfig {
  if (e.UPLOAD_STORAGE !== 's3') {
    return { kind: 'local', dir: path.resolve(e.UPLOAD_DIR ?? path.join(dataDir, 'uploads')) };
  }
  return {
    kind: 's3',
    bucket: e.S3_BUCKET ?? '',
    region: e.S3_REGION ?? '',
    ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
    // MinIO and most S3-compatible servers want path-style addressing.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ? e.S3_FORCE_PATH_STYLE === 'true' : !!e.S3_ENDPOINT,
    ...(e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          },
        }
      : {}),
    prefix: e.S3_PREFIX,
  };
}
