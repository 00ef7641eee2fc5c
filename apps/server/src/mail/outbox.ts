import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { Clock } from '../auth/clock';
import type { Database, Queryable } from '../db/database';
import { finishRow, insertOutboxRow, type OutboxRow, retryRowAt, selectDue } from './outboxRows';
import type { MailData, MailTemplateName } from './templates';
import { renderMail } from './templates';
import type { MailTransport } from './transport';

/** A mail to queue: which template with which data, to whom, for which event. */
export interface QueuedMail<K extends MailTemplateName = MailTemplateName> {
  /**
   * Names the event the mail is about (`otp:<user>:<issued at>`, `order-placed:<order>`): a
   * key already queued is not queued again, so one event never mails anyone twice.
   */
  key: string;
  to: string;
  template: K;
  data: MailData<K>;
  /** When the mail stops being worth sending (its code or link expires). */
  expiresAt?: Date;
}

/**
 * The durable outbox. `enqueue` writes into the caller's transaction, so a mail exists exactly
 * when what caused it was committed; `kick` then asks this server's worker to deliver at once
 * (every server also looks for due mail every few seconds). pg-boss or graphile-worker would do
 * this with more (they need Node 22); the table and this small API are shaped so that moving to
 * one replaces this file and keeps every caller.
 */
export interface MailOutbox {
  enqueue<K extends MailTemplateName>(tx: Queryable, mail: QueuedMail<K>): Promise<void>;
  kick(): void;
}

export interface MailWorker extends MailOutbox {
  /** Delivers everything due now, joining a delivery already running in this process. */
  settle(): Promise<void>;
  /** Looks for due mail every `pollMs` until stopped. */
  start(): void;
  stop(): Promise<void>;
}

/** Mails the embedded database's worker takes at once (PostgreSQL's take one per transaction). */
const BATCH = 10;
const POLL_MS = 5_000;
const MAX_ATTEMPTS = 12;
const FIRST_RETRY_MS = 15_000;
const LONGEST_RETRY_MS = 30 * 60_000;

/** 15 s, 30 s, 1 min ... up to 30 min between attempts, each ±20% so workers spread out. */
export function retryDelayMs(attempts: number, random = Math.random): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** What a failure may leave in the database and the log: its code, never the mail or a reply. */
function failureCode(error: unknown): { code: string; permanent: boolean } {
  const e = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const code = [e.code, e.responseCode].filter((part) => part !== undefined).join(' ');
  // EENVELOPE: the server refused the recipient; sending again changes nothing.
  return { code: code || 'error', permanent: e.code === 'EENVELOPE' };
}

export function createMailWorker(options: {
  db: Database;
  transport: MailTransport;
  clock: Clock;
  logger: Logger;
  /** The domain of Message-IDs (the sender's). */
  domain: string;
}): MailWorker {
  const { db, transport, clock, logger, domain } = options;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const messageId = (row: OutboxRow) =>
    `<${createHash('sha256').update(row.dedupe_key).digest('hex').slice(0, 32)}@${domain}>`;

  /** Sends one mail and records the outcome through `q` (the transaction holding its row). */
  async function deliver(q: Queryable, row: OutboxRow): Promise<void> {
    const now = clock();
    if (row.expires_at && new Date(row.expires_at).getTime() <= now.getTime()) {
      await finishRow(q, row.id, 'expired', now);
      logger.info({ mail: row.id, template: row.template }, 'mail expired before delivery');
      return;
    }
    const attempt = row.attempts + 1;
    try {
      const rendered = renderMail(row.template, row.data);
      await transport.send({ ...rendered, to: row.recipient, messageId: messageId(row) });
    } catch (error) {
      const { code, permanent } = failureCode(error);
      const fields = { mail: row.id, template: row.template, attempt, code };
      if (permanent || attempt >= MAX_ATTEMPTS) {
        await finishRow(q, row.id, 'failed', clock(), code);
        logger.error(fields, 'mail delivery failed for good');
      } else {
        const next = new Date(clock().getTime() + retryDelayMs(attempt));
        await retryRowAt(q, row.id, next, code);
        logger.warn({ ...fields, retryAt: next.toISOString() }, 'mail delivery failed; will retry');
      }
      return;
    }
    await finishRow(q, row.id, 'sent', clock());
    logger.info({ mail: row.id, template: row.template }, 'mail delivered');
  }

  /**
   * Delivers some due mail; how many it took. On PostgreSQL each mail is sent inside the
   * transaction that locked its row: other servers skip it meanwhile, and if this one dies
   * mid-send the lock goes with its connection and the mail is due again at once. The only
   * window for a repeat is between the mail server's acceptance and the commit. The embedded
   * database has one process and one connection, which a transaction open during a send would
   * hold up: there the rows are read, sent and updated one statement at a time.
   */
  async function drainOnce(): Promise<number> {
    if (db.kind === 'postgres') {
      return db.transaction(async (tx) => {
        const [row] = await selectDue(tx, clock(), 1, true);
        if (row) await deliver(tx, row);
        return row ? 1 : 0;
      });
    }
    const rows = await selectDue(db, clock(), BATCH, false);
    for (const row of rows) await deliver(db, row);
    return rows.length;
  }

  function kick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        while (!stopped && (await drainOnce()) > 0);
      } while (again && !stopped);
    })()
      .catch((error: unknown) => logger.error({ err: error }, 'mail outbox failed'))
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    async enqueue(tx, mail) {
      await insertOutboxRow(
        tx,
        {
          key: mail.key,
          template: mail.template,
          to: mail.to,
          data: mail.data,
          ...(mail.expiresAt ? { expiresAt: mail.expiresAt } : {}),
        },
        clock(),
      );
    },
    kick: () => void kick(),
    settle: async () => {
      await kick();
    },
    start() {
      timer ??= setInterval(() => void kick(), POLL_MS);
      timer.unref();
      void kick();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
