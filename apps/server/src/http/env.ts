import type { Logger } from 'pino';
import type { Clock } from '../auth/clock';
import type { PasswordHasher } from '../auth/passwords';
import type { RateLimiter } from '../auth/rateLimiter';
import type { SessionUser } from '../auth/sessions';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';
import type { PaymentProvider } from '../payments/provider';
import type { CatalogCache } from './catalogCache';

/** Everything the routes need, passed in so tests can swap the clock, mailer and database. */
export interface AppDeps {
  config: Config;
  db: Database;
  logger: Logger;
  mailer: Mailer;
  payments: PaymentProvider;
  hasher: PasswordHasher;
  clock: Clock;
  catalogCache: CatalogCache;
  limiters: {
    /** Failed logins per e-mail address. */
    loginByEmail: RateLimiter;
    /** Failed logins per client address, against spraying many accounts. */
    loginByIp: RateLimiter;
    /** Reset e-mails per address, so the form cannot be used to flood an inbox. */
    forgotByEmail: RateLimiter;
  };
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    user: SessionUser | null;
    sessionToken: string | null;
  };
}
