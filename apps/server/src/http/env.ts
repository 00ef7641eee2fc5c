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
import type { UploadStore } from '../uploads/store';
import type { CachePolicy } from './caching';

/** Everything the HTTP layer needs, passed in so tests can swap the clock, mailer and database. */
export interface AppDeps {
  config: Config;
  /** For tests and the seed; routes go through `services`. */
  db: Database;
  logger: Logger;
  /** The request log's line (requestFrame): pino's, built faster for the server's own logger. */
  logRequest: LogRequest;
  payments: PaymentProvider;
  hasher: PasswordHasher;
  clock: Clock;
  services: Services;
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
    /** The cached route's policy (see caching.ts), for its answer's encoded bytes. */
    cachePolicy?: CachePolicy;
  };
}
