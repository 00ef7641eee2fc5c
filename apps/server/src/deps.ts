import pino, { type Logger } from 'pino';
import { type Clock, systemClock } from './auth/clock';
import { createPasswordHasher, type ScryptParams } from './auth/passwords';
import { createRateLimiter } from './auth/rateLimiter';
import type { Config } from './config';
import type { Database } from './db/database';
import { createCatalogCache } from './http/catalogCache';
import type { AppDeps } from './http/env';
import { createDevMailbox } from './mail/devMailbox';
import type { Mailbox, Mailer } from './mail/mailer';
import { createSmtpMailer } from './mail/smtp';
import type { PaymentProvider } from './payments/provider';
import { createRazorpayProvider } from './payments/razorpay';
import { createTestProvider } from './payments/testProvider';

const MINUTE = 60_000;

export interface BuildOptions {
  logger?: Logger;
  clock?: Clock;
  scrypt?: ScryptParams;
  payments?: PaymentProvider;
}

/** Wires the configured mailer, payment provider, limiters and hasher around a database. */
export function buildDeps(
  config: Config,
  db: Database,
  options: BuildOptions = {},
): { deps: AppDeps; mailbox?: Mailbox } {
  const logger =
    options.logger ?? pino({ level: config.logLevel, base: { service: 'atelier-server' } });
  const clock = options.clock ?? systemClock;
  let mailer: Mailer;
  let mailbox: Mailbox | undefined;
  if (config.smtp) {
    mailer = createSmtpMailer(config.smtp, config.mailFrom);
  } else {
    mailbox = createDevMailbox(logger);
    mailer = mailbox;
  }
  const payments =
    options.payments ??
    (config.payment.provider === 'razorpay'
      ? createRazorpayProvider(config.payment.keyId, config.payment.keySecret)
      : createTestProvider(config.payment.secret));
  const deps: AppDeps = {
    config,
    db,
    logger,
    mailer,
    payments,
    hasher: createPasswordHasher(options.scrypt),
    clock,
    catalogCache: createCatalogCache(config.catalogCacheTtlMs, clock),
    limiters: {
      loginByEmail: createRateLimiter({ limit: 5, windowMs: 15 * MINUTE }, clock),
      loginByIp: createRateLimiter({ limit: 50, windowMs: 15 * MINUTE }, clock),
      forgotByEmail: createRateLimiter({ limit: 3, windowMs: 15 * MINUTE }, clock),
    },
  };
  return mailbox ? { deps, mailbox } : { deps };
}
