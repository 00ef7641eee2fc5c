import pino, { type Logger } from 'pino';
import { type Clock, systemClock } from './auth/clock';
import { createPasswordHasher, type ScryptParams } from './auth/passwords';
import type { Config } from './config';
import type { Database } from './db/database';
import { createImages } from './db/media';
import type { AppDeps } from './http/env';
import { batchLines } from './logBatch';
import { createDevMailbox } from './mail/devMailbox';
import { createMailWorker } from './mail/outbox';
import { createSmtpTransport } from './mail/smtp';
import type { Mailbox, MailTransport } from './mail/transport';
import type { PaymentProvider } from './payments/provider';
import { createRazorpayProvider } from './payments/razorpay';
import { createTestProvider } from './payments/testProvider';
import { type LogRequest, requestLine, SERVICE } from './requestLine';
import { createServices } from './services';
import { createCatalogCache } from './services/catalogCache';
import { createUploadStore } from './uploads/store';

export interface BuildOptions {
  logger?: Logger;
  clock?: Clock;
  scrypt?: ScryptParams;
  payments?: PaymentProvider;
}

/**
 * The request log is the server's busiest output: lines are gathered (32 KiB, or one second at
 * most) and written without blocking, not one blocking write per request, which cost a cached
 * listing a tenth of its time. Each write is handed to a worker thread, which on two cores
 * competes with the server itself: at 4 KiB (about 15 lines) a cached first page of cards cost
 * 45 µs of CPU, at 32 KiB 41 µs, with no log at all 39 µs. What is left is written out when the
 * process exits. Each request's line is pino's, built by `requestLine` at a seventh of the cost.
 */
function createLogger(config: Config): { logger: Logger; logRequest: LogRequest } {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 0 });
  const lines = batchLines(destination, 32 * 1024);
  const settle = (flush: () => void) => {
    try {
      flush();
    } catch {
      // Closed (the process is ending): nothing left to write.
    }
  };
  setInterval(() => settle(() => lines.flush()), 1000).unref();
  process.once('exit', () => settle(() => lines.flushSync()));
  const logger = pino({ level: config.logLevel, base: { service: SERVICE } }, lines);
  return {
    logger,
    logRequest: (entry) => {
      if (logger.isLevelEnabled('info')) lines.write(requestLine(entry, Date.now()));
    },
  };
}

/** For a logger passed in (tests): its own `info`, whatever its options. */
function pinoRequestLog(logger: Logger): LogRequest {
  return (entry) => logger.info(entry, 'request');
}

/** The domain of an address such as `Atelier <shop@example.com>`, for Message-IDs. */
function senderDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'atelier.invalid';
}

/** Wires the configured mail, storage, payment provider, hasher and services around a database. */
export function buildDeps(
  config: Config,
  db: Database,
  options: BuildOptions = {},
): { deps: AppDeps; mailbox?: Mailbox } {
  const { logger, logRequest } = options.logger
    ? { logger: options.logger, logRequest: pinoRequestLog(options.logger) }
    : createLogger(config);
  const clock = options.clock ?? systemClock;
  let transport: MailTransport;
  let mailbox: Mailbox | undefined;
  if (config.smtp) {
    transport = createSmtpTransport(config.smtp, config.mailFrom);
  } else {
    mailbox = createDevMailbox();
    transport = mailbox;
  }
  const mail = createMailWorker({
    db,
    transport,
    clock,
    logger,
    domain: senderDomain(config.mailFrom),
  });
  const payments =
    options.payments ??
    (config.payment.provider === 'razorpay'
      ? createRazorpayProvider(
          config.payment.keyId,
          config.payment.keySecret,
          config.payment.webhookSecret,
        )
      : createTestProvider(config.payment.secret));
  const hasher = createPasswordHasher(options.scrypt);
  const catalogCache = createCatalogCache(db, config.catalogCacheTtlMs, clock);
  const services = createServices({
    db,
    images: createImages(config.publicUrl),
    clock,
    logger,
    mail,
    payments,
    hasher,
    catalogCache,
    settings: {
      reservationMs: config.reservationMs,
      maxUnpaidOrders: config.maxUnpaidOrders,
      duplicateOrderWindowMs: config.duplicateOrderWindowMs,
      shellUrl: config.shellUrl,
      apiUrl: config.publicUrl,
    },
  });
  const deps: AppDeps = {
    config,
    db,
    logger,
    logRequest,
    payments,
    hasher,
    clock,
    services,
    mail,
    uploads: createUploadStore(config.storage),
  };
  return mailbox ? { deps, mailbox } : { deps };
}
