import {
  type CarrierId,
  type OrderEvent,
  type SettableOrderStatus,
  toTracking,
} from '@atelier/api-client';
import type { SessionUser } from '../auth/sessions';
import { insertOrderEvent } from '../db/orderEvents';
import { findOrder } from '../db/orders';
import { ORDERS } from '../messages';
import type { ServiceContext } from './context';
import { notFound, ServiceError } from './errors';
import { createOrderJournal } from './orderJournal';
import { changeOrderStatus, type StatusChange } from './orderStatus';
import type { Refunds } from './refunds';

/** An admin's status change as the update call asks for it. */
export interface StatusRequest {
  status: SettableOrderStatus;
  reason?: string;
  carrier?: CarrierId;
  trackingNumber?: string;
}

export interface BulkResult {
  updated: string[];
  failed: Array<{ orderId: string; message: string }>;
}

/** The back office's writes to orders: status changes, one or many at once, and notes. */
export function createOrderAdminService(ctx: ServiceContext, refunds: Refunds) {
  const { db, images, clock, logger, mail, catalogCache, settings } = ctx;
  const journal = createOrderJournal(mail, settings.shellUrl);

  const changeOf = (admin: SessionUser, request: StatusRequest): StatusChange => ({
    status: request.status,
    ...(request.reason ? { reason: request.reason } : {}),
    ...(request.trackingNumber
      ? { tracking: toTracking(request.carrier ?? 'other', request.trackingNumber) }
      : {}),
    actor: { kind: 'admin', name: admin.userName },
  });

  /** One order in one transaction: it changes wholly (status, stock, event, mail) or not at all. */
  const applyOne = (orderId: string, change: StatusChange) =>
    db.transaction((tx) => changeOrderStatus(tx, orderId, change, clock(), images.url, journal));

  async function setStatus(admin: SessionUser, orderId: string, request: StatusRequest) {
    const outcome = await applyOne(orderId, changeOf(admin, request));
    mail.kick();
    await catalogCache.invalidate();
    if (outcome.refundDue) await refunds.refund(orderId);
  }

  /**
   * One status for many orders, each in its own transaction, so a failure leaves that order as
   * it was and the others changed; each failure is reported with its message.
   */
  async function setStatusOfMany(
    admin: SessionUser,
    orderIds: readonly string[],
    request: Omit<StatusRequest, 'carrier' | 'trackingNumber'>,
  ): Promise<BulkResult> {
    const change = changeOf(admin, request);
    const result: BulkResult = { updated: [], failed: [] };
    const owed: string[] = [];
    for (const orderId of orderIds) {
      try {
        const outcome = await applyOne(orderId, change);
        result.updated.push(orderId);
        if (outcome.refundDue) owed.push(orderId);
      } catch (error) {
        if (!(error instanceof ServiceError)) {
          logger.error({ err: error, orderId }, 'bulk status change failed for an order');
        }
        result.failed.push({
          orderId,
          message: error instanceof ServiceError ? error.message : ORDERS.unexpected,
        });
      }
    }
    mail.kick();
    if (result.updated.length) await catalogCache.invalidate();
    for (const orderId of owed) await refunds.refund(orderId);
    return result;
  }

  async function addNote(
    admin: SessionUser,
    orderId: string,
    note: { text: string; visibleToShopper: boolean },
  ): Promise<OrderEvent> {
    return db.transaction(async (tx) => {
      const order = await findOrder(tx, orderId, images.url);
      if (!order) throw notFound(ORDERS.notFound);
      // A note is no news worth a mail: the shopper sees a visible one on the order's timeline.
      return insertOrderEvent(tx, {
        orderId,
        at: clock(),
        kind: 'note',
        actor: { kind: 'admin', name: admin.userName },
        data: { note: note.text },
        visibleToShopper: note.visibleToShopper,
      });
    });
  }

  return { setStatus, setStatusOfMany, addNote };
}

export type OrderAdminService = ReturnType<typeof createOrderAdminService>;
