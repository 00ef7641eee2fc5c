import { toMinorUnits } from '@atelier/api-client';
import { findOrder, updateOrder } from '../db/orders';
import type { ServiceContext } from './context';
import { createOrderJournal } from './orderJournal';
import { SYSTEM } from './orderRules';

/** How many owed refunds one upkeep round retries. */
const RETRY_BATCH = 20;

/**
 * Refunds through the payment provider. A refund is asked for after the transaction that made
 * it due has committed (a provider call never holds a row lock); the order then says so on its
 * timeline and the shopper gets the refunded mail. When the provider fails, the order stays
 * refund-due and the upkeep tries again; the provider refuses a second full refund of one
 * payment, so a retry racing another server cannot pay twice.
 */
export function createRefunds(ctx: ServiceContext) {
  const { db, images, clock, logger, payments, mail } = ctx;
  const journal = createOrderJournal(mail, ctx.settings.shellUrl);

  /** Refunds one refund-due order; true when it is refunded now. */
  async function refund(orderId: string): Promise<boolean> {
    const order = await findOrder(db, orderId, images.url);
    if (order?.paymentStatus !== 'refundDue' || !order.paymentId) return false;
    let refundId: string;
    try {
      refundId = (
        await payments.refund({
          paymentId: order.paymentId,
          amount: toMinorUnits(order.totalAmount),
        })
      ).id;
    } catch (error) {
      logger.warn({ err: error, orderId }, 'refund failed; will retry');
      return false;
    }
    await db.transaction(async (tx) => {
      const locked = await findOrder(tx, orderId, images.url, { forUpdate: true });
      if (locked?.paymentStatus !== 'refundDue') return;
      const now = clock();
      await updateOrder(tx, orderId, { paymentStatus: 'refunded', refundId }, now);
      await journal.record(
        tx,
        { ...locked, paymentStatus: 'refunded', refundId },
        { at: now, kind: 'refunded', actor: SYSTEM, data: { amount: locked.totalAmount } },
      );
    });
    mail.kick();
    logger.info({ orderId }, 'order refunded');
    return true;
  }

  /** The upkeep's round: refunds still owed, oldest first. */
  async function retryDue(): Promise<number> {
    const due = await db.query<{ id: string }>(
      `SELECT id FROM orders WHERE payment_status = 'refundDue' AND payment_id <> ''
        ORDER BY order_update_date LIMIT $1`,
      [RETRY_BATCH],
    );
    let refunded = 0;
    for (const { id } of due) if (await refund(id)) refunded += 1;
    return refunded;
  }

  return { refund, retryDue };
}

export type Refunds = ReturnType<typeof createRefunds>;
