import { z } from 'zod';

/**
 * Every environment variable the server reads, with its default. docs/deploy.md has a table of
 * the same names (a test holds the two together): add a setting in both places.
 */

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();
const flag = z.enum(['true', 'false']).optional();

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  /** Where browsers reach this server; uploaded and seeded image URLs are built from it. */
  PUBLIC_URL: optionalString,
  DATABASE_URL: optionalString,
  DATA_DIR: z.string().default('./.data'),
  /** Where uploaded images are kept: `local` (UPLOAD_DIR, one instance) or `s3`. */
  UPLOAD_STORAGE: z.enum(['local', 's3']).optional(),
  UPLOAD_DIR: optionalString,
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  S3_BUCKET: optionalString,
  S3_REGION: optionalString,
  /** An S3-compatible service (MinIO, Cloudflare R2); unset talks to AWS S3. */
  S3_ENDPOINT: optionalString,
  S3_FORCE_PATH_STYLE: flag,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PREFIX: z.string().default('uploads/'),
  /** Comma-separated origins allowed to call the API with cookies. */
  CLIENT_ORIGIN: optionalString,
  SHELL_URL: optionalString,
  SMTP_HOST: optionalString,
  SMTP_PORT: z.coerce.number().int().positive().optional(),
  SMTP_USER: optionalString,
  SMTP_PASS: optionalString,
  SMTP_SECURE: flag,
  MAIL_FROM: optionalString,
  PAYMENT_PROVIDER: z.enum(['test', 'razorpay']).optional(),
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  /** Secret of the Razorpay webhook (dashboard → webhooks); without it webhooks are refused. */
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  TEST_PAYMENT_SECRET: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** Demo data on an empty database: the default outside production, refused in production. */
  SEED: flag,
  /** The first admin, created on a start that finds no account with this e-mail. */
  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,
  ADMIN_NAME: optionalString,
  /** How long product list and search answers may be reused; 0 turns the cache off. */
  CATALOG_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5000),
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
  /** Issue 38: the seller a tax invoice names (optional; the shop's name when unset). */
  SELLER_NAME: optionalString,
  SELLER_ADDRESS: optionalString,
  /** The seller's tax registration (GSTIN in India), printed on invoices when set. */
  SELLER_TAX_NUMBER: optionalString,
  /** A built shell (apps/shell/dist) to serve on this origin; unset serves none. */
  SHELL_DIST: optionalString,
  /** PEM certificate chain and key: with both, the server speaks HTTPS (HTTP/2, and HTTP/1.1). */
  TLS_CERT_FILE: optionalString,
  TLS_KEY_FILE: optionalString,
});

export type Env = z.output<typeof envSchema>;

/** The names of every setting, for the deployment guide's test. */
export const SETTING_NAMES = Object.keys(envSchema.shape) as Array<keyof Env>;
