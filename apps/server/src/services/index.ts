import { pruneLoginFailures } from '../auth/loginThrottle';
import { pruneRateLimits } from '../auth/rateLimiter';
import { pruneIdempotencyKeys } from '../db/idempotency';
import { pruneOutbox } from '../mail/outboxRows';
import { createAuthService } from './auth';
import { createBackOfficeService } from './backOffice';
import { createCartService } from './cart';
import { createCatalogueService } from './catalogue';
import { createCatalogueCsvService } from './catalogueCsv';
import type { ServiceContext } from './context';
import { createCustomerService } from './customers';
import { createIdempotencyService, IDEMPOTENCY_TTL_MS } from './idempotency';
import { createOrderAdminService } from './orderAdmin';
import { createOrderService } from './orders';
import { createRefunds } from './refunds';
import { createRestockAlertService } from './restockAlerts';
import {
  createAddressService,
  createFeatureService,
  createReviewService,
  createWishlistService,
} from './shopper';
import { createSizeGuideService } from './sizeGuides';

/** The one layer between HTTP and the repositories: every rule of the shop lives here. */
export function createServices(ctx: ServiceContext) {
  const refunds = createRefunds(ctx);
  const orders = createOrderService(ctx, refunds);
  const restockAlerts = createRestockAlertService(ctx);
  return {
    auth: createAuthService(ctx),
    catalogue: createCatalogueService(ctx),
    customers: createCustomerService(ctx),
    catalogueCsv: createCatalogueCsvService(ctx),
    cart: createCartService(ctx),
    orders,
    orderAdmin: createOrderAdminService(ctx, refunds),
    backOffice: createBackOfficeService(ctx),
    refunds,
    idempotency: createIdempotencyService(ctx),
    addresses: createAddressService(ctx),
    wishlist: createWishlistService(ctx),
    reviews: createReviewService(ctx),
    features: createFeatureService(ctx),
    sizeGuides: createSizeGuideService(ctx),
    restockAlerts,

    /**
     * Periodic upkeep any number of servers may run at once: expired reservations give their
     * units back, refunds the provider failed are asked for again, and counters and mails nobody needs any more are dropped.
     */
    async maintain(): Promise<void> {
      await orders.expireReservations();
      await refunds.retryDue();
      const now = ctx.clock();
      await pruneRateLimits(ctx.db, now);
      await pruneLoginFailures(ctx.db, now);
      await pruneIdempotencyKeys(ctx.db, new Date(now.getTime() - IDEMPOTENCY_TTL_MS));
      await pruneOutbox(ctx.db, now);
      await restockAlerts.prune();
    },
  };
}

export type Services = ReturnType<typeof createServices>;
