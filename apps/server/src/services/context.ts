import type { Logger } from 'pino';
import type { Clock } from '../auth/clock';
import type { PasswordHasher } from '../auth/passwords';
import type { Database } from '../db/database';
import type { Images } from '../db/media';
import type { MailOutbox } from '../mail/outbox';
import type { PaymentProvider } from '../payments/provider';
import type { CatalogCache } from './catalogCache';

/** The behaviour settings services read (from the configuration). */
export interface ServiceSettings {
  /** How long an unpaid online order holds its units. */
  reservationMs: number;
  /** Online orders awaiting payment a user may have at once. */
  maxUnpaidOrders: number;
  /** An identical order from the same user within this time is a repeated submit. */
  duplicateOrderWindowMs: number;
  /** Base of the e-mailed reset link. */
  shellUrl: string;
  /** Base of links to this server itself (the restock alerts' confirm and unsubscribe links). */
  apiUrl: string;
}

/** What every service is built from; one instance per server process. */
export interface ServiceContext {
  db: Database;
  images: Images;
  clock: Clock;
  logger: Logger;
  /** Mail is queued in the transaction that causes it (see mail/outbox.ts). */
  mail: MailOutbox;
  payments: PaymentProvider;
  hasher: PasswordHasher;
  catalogCache: CatalogCache;
  settings: ServiceSettings;
}
