import type { Logger } from 'pino';
import type { Clock } from '../auth/clock';
import type { PasswordHasher } from '../auth/passwords';
import type { SessionUser } from '../auth/sessions';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { MailWorker } from '../mail/outbox';
import type { PaymentProvider } from '../payments/provider';
import type { LogRequest } from '../requestLine';
import type { Services } from '../services';
import type { CatalogCache } from '../services/catalogCache';
import type { UploadStore } from '../uploads/store';
import type { AnswerHeaders } from './answerHeaders';

/** Everything the HTTP layer needs, passed in so tests can swap the clock, mailer and database. */
export interface AppDeps {
  config: Config;
  /** For tests and the seed; routes go through `services`. */
  db: Database;
  logger: Logger;
  /** The request log's line (requestLog middleware): pino's, built faster for the server's own logger. */
  logRequest: LogRequest;
  payments: PaymentProvider;
  hasher: PasswordHasher;
  clock: Clock;
  services: Services;
  /** The catalogue cache the services read through; the answer replay checks its version. */
  catalogCache: CatalogCache;
  /** The mail outbox and this process's worker delivering it. */
  mail: MailWorker;
  /** Where uploaded images are kept: local disk or object storage. */
  uploads: UploadStore;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    user: SessionUser | null;
    sessionToken: string | null;
    /** Headers gathered for the answer by the middleware (see answerHeaders.ts). */
    answerHeaders: AnswerHeaders | undefined;
  };
}
