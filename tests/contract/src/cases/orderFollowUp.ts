import {
  FIELD_PROBLEMS,
  type Order,
  type OrderEvent,
  SERVER_MESSAGES,
  shortOrderId,
} from '@atelier/api-client';
import type { Session } from '../backends';
import { accessCases, type ContractCase, invalid, refused, UNKNOWN_ID } from '../case';
import { MESSAGE, ORDER_EVENT, ORDER_WITH_TIMELINE, withData, withMessageAndData } from '../shapes';
import type { Shopper, World } from '../world';

/** Issue 38's extensions: timeline, tracking, cancellation with refund, notes, bulk changes. */

const ADMIN = SERVER_MESSAGES.adminOrders;
const ORDERS = SERVER_MESSAGES.orders;
const MAIL = SERVER_MESSAGES.mail;

const setStatus = (admin: Session, orderId: string, json: Record<string, unknown>) =>
  admin.request('PUT', `/api/admin/orders/update/${orderId}`, { json });

async function adminDetails(admin: Session, orderId: string): Promise<Order> {
  return (await admin.request('GET', `/api/admin/orders/details/${orderId}`)).body.data;
}

async function shopperDetails(shopper: Shopper, orderId: string): Promise<Order> {
  return (await shopper.session.request('GET', `/api/shop/order/details/${orderId}`)).body.data;
}

const kinds = (order: Order) => (order.timeline ?? []).map((event) => event.kind).join(',');

function expectThat(condition: boolean, what: string, seen: unknown) {
  if (!condition) throw new Error(`${what}; saw ${JSON.stringify(seen)}`);
}

async function subjects(w: World, shopper: Shopper): Promise<string[]> {
  return (await w.mailbox(shopper.email)).map((mail) => mail.subject);
}

/** A cash order of a fresh shopper, and an admin session. */
async function codOrder(w: World) {
  const shopper = await w.shopper();
  const { created } = await w.order(shopper, 'cod');
  return { shopper, orderId: created.orderId as string, admin: await w.admin() };
}

/** Units left of one size, read through the shop. */
async function stockOf(w: World, productId: string, size: string): Promise<number> {
  const reply = await w.guest().request('GET', `/api/shop/products/get/${productId}`);
  return reply.body.data.sizes.find((entry: { size: string }) => entry.size === size).stock;
}

const cancel = (
  shopper: Shopper,
  orderId: string,
  json: unknown = { reason: 'Ordered by mistake' },
) => shopper.session.request('POST', `/api/shop/order/cancel/${orderId}`, { json });

export const orderFollowUpCases: ContractCase[] = [
  {
    endpoint: 'GET /api/admin/orders/details/:id',
    name: 'carries the timeline: placed by the shopper, then each change with its admin',
    kind: 'extension',
    run: async (w) => {
      const { orderId, admin } = await codOrder(w);
      await setStatus(admin, orderId, { orderStatus: 'confirmed' });
      return admin.request('GET', `/api/admin/orders/details/${orderId}`);
    },
    expect: { status: 200, shape: withData(ORDER_WITH_TIMELINE) },
    check: (reply) => {
      const [placed, confirmed] = reply.body.data.timeline as OrderEvent[];
      expectThat(
        placed?.kind === 'placed' && placed.actor.kind === 'shopper',
        'placed first',
        placed,
      );
      expectThat(
        confirmed?.kind === 'status' &&
          confirmed.status === 'confirmed' &&
          confirmed.actor.kind === 'admin' &&
          typeof confirmed.actor.name === 'string',
        'then the admin named confirming it',
        confirmed,
      );
    },
  },
  {
    endpoint: 'PUT /api/admin/orders/update/:id',
    name: 'ships with a carrier and tracking number the shopper sees with its link, and mails them',
    kind: 'extension',
    run: async (w) => {
      const { shopper, orderId, admin } = await codOrder(w);
      const reply = await setStatus(admin, orderId, {
        orderStatus: 'inShipping',
        carrier: 'delhivery',
        trackingNumber: 'DL123-45',
      });
      const order = await shopperDetails(shopper, orderId);
      expectThat(
        order.tracking?.url === 'https://www.delhivery.com/track/package/DL123-45' &&
          order.tracking.carrierName === 'Delhivery',
        'the shopper sees the parcel and its page',
        order.tracking,
      );
      expectThat(kinds(order) === 'placed,status,tracking', 'status then tracking', kinds(order));
      expectThat(
        !order.timeline?.some((event) => event.actor.name),
        'a shopper sees no admin names',
        order.timeline,
      );
      const mails = await subjects(w, shopper);
      const shipped = MAIL.shippedSubject(shortOrderId(orderId, 'shopper'));
      expectThat(
        mails.filter((subject) => subject === shipped).length === 1,
        'one shipped mail',
        mails,
      );
      return reply;
    },
    expect: { status: 200, message: ADMIN.statusUpdated, shape: MESSAGE },
  },
  {
    endpoint: 'PUT /api/admin/orders/update/:id',
    name: 'refuses a tracking number with any status but inShipping',
    kind: 'extension',
    run: async (w) => {
      const { orderId, admin } = await codOrder(w);
      return setStatus(admin, orderId, { orderStatus: 'confirmed', trackingNumber: 'X1' });
    },
    expect: refused(400, ADMIN.trackingNeedsShipping),
  },
  {
    endpoint: 'PUT /api/admin/orders/update/:id',
    name: 'refuses a tracking number that is not letters, digits and dashes',
    kind: 'validation',
    run: async (w) => {
      const { orderId, admin } = await codOrder(w);
      return setStatus(admin, orderId, { orderStatus: 'inShipping', trackingNumber: '<b>1</b>' });
    },
    expect: invalid('trackingNumber', FIELD_PROBLEMS.trackingNumber),
  },
  {
    endpoint: 'PUT /api/admin/orders/update/:id',
    name: 'rejects with a reason the timeline and the mail carry',
    kind: 'extension',
    run: async (w) => {
      const { shopper, orderId, admin } = await codOrder(w);
      const reply = await setStatus(admin, orderId, {
        orderStatus: 'rejected',
        reason: 'Address outside our delivery area',
      });
      const last = (await adminDetails(admin, orderId)).timeline?.at(-1);
      expectThat(last?.reason === 'Address outside our delivery area', 'the reason', last);
      const mails = await subjects(w, shopper);
      const rejected = MAIL.rejectedSubject(shortOrderId(orderId, 'shopper'));
      expectThat(mails.includes(rejected), 'the rejected mail', mails);
      return reply;
    },
    expect: { status: 200, message: ADMIN.statusUpdated, shape: MESSAGE },
  },
  {
    endpoint: 'PUT /api/admin/orders/update/:id',
    name: 'leaves a cancelled order cancelled',
    kind: 'conflict',
    run: async (w) => {
      const { shopper, orderId, admin } = await codOrder(w);
      await cancel(shopper, orderId);
      return setStatus(admin, orderId, { orderStatus: 'confirmed' });
    },
    expect: refused(409, ADMIN.cancelledIsFinal),
  },

  {
    endpoint: 'POST /api/shop/order/cancel/:id',
    name: 'cancels a cash order, returning its units at once and mailing the shopper',
    kind: 'extension',
    run: async (w) => {
      const shopper = await w.shopper();
      const line = await w.product();
      const size = line.size;
      const payload = await w.checkout(shopper, 'cod', line);
      const created = await shopper.session.request('POST', '/api/shop/order/create', {
        json: payload,
      });
      const orderId = created.body.orderId as string;
      const before = await stockOf(w, line.product._id, size);
      const reply = await cancel(shopper, orderId);
      const after = await stockOf(w, line.product._id, size);
      expectThat(after === before + 1, 'the unit is back', { before, after });
      const mails = await subjects(w, shopper);
      const cancelled = MAIL.cancelledSubject(shortOrderId(orderId, 'shopper'));
      expectThat(mails.includes(cancelled), 'the cancelled mail', mails);
      return reply;
    },
    expect: {
      status: 200,
      message: ORDERS.cancelled,
      shape: withMessageAndData(ORDER_WITH_TIMELINE),
    },
    check: (reply) => {
      const order = reply.body.data as Order;
      expectThat(order.orderStatus === 'cancelled', 'cancelled', order.orderStatus);
      const last = order.timeline?.at(-1);
      expectThat(
        last?.kind === 'cancelled' && last.reason === 'Ordered by mistake',
        'the reason on the timeline',
        last,
      );
    },
  },
  {
    endpoint: 'POST /api/shop/order/cancel/:id',
    name: 'refunds a paid online order through the payment provider',
    kind: 'extension',
    run: async (w) => {
      const shopper = await w.shopper();
      const { payload, created } = await w.order(shopper, 'online');
      const payment = await w.pay(created.razorpayOrderId);
      await shopper.session.request('POST', '/api/shop/order/capture', {
        json: { ...payment, orderData: { ...payload, orderId: created.orderId } },
      });
      const reply = await cancel(shopper, created.orderId);
      const mails = await subjects(w, shopper);
      const refunded = MAIL.refundedSubject(shortOrderId(created.orderId, 'shopper'));
      expectThat(mails.includes(refunded), 'the refunded mail', mails);
      return reply;
    },
    expect: {
      status: 200,
      message: ORDERS.cancelledRefunded,
      shape: withMessageAndData(ORDER_WITH_TIMELINE),
    },
    check: (reply) => {
      const order = reply.body.data as Order;
      expectThat(order.paymentStatus === 'refunded', 'refunded', order.paymentStatus);
      expectThat(
        kinds(order) === 'placed,paid,cancelled,refundDue,refunded',
        'the refund on the timeline',
        kinds(order),
      );
      expectThat(order.timeline?.at(-1)?.amount === order.totalAmount, 'the whole amount', order);
    },
  },
  {
    endpoint: 'POST /api/shop/order/cancel/:id',
    name: 'refuses an order already on its way',
    kind: 'conflict',
    run: async (w) => {
      const { shopper, orderId, admin } = await codOrder(w);
      await setStatus(admin, orderId, { orderStatus: 'inShipping' });
      return cancel(shopper, orderId);
    },
    expect: refused(409, ORDERS.notCancellable),
  },
  {
    endpoint: 'POST /api/shop/order/cancel/:id',
    name: 'needs a reason',
    kind: 'validation',
    run: async (w) => {
      const { shopper, orderId } = await codOrder(w);
      return cancel(shopper, orderId, { reason: '  ' });
    },
    expect: invalid('reason', FIELD_PROBLEMS.required),
  },
  {
    endpoint: 'POST /api/shop/order/cancel/:id',
    name: "answers another shopper's order like a missing one",
    kind: "other user's",
    run: async (w) => {
      const { orderId } = await codOrder(w);
      return cancel(await w.shopper('Someone Else'), orderId);
    },
    expect: refused(404, ORDERS.notFound),
  },
  ...accessCases('POST /api/shop/order/cancel/:id', 'session', () => ({
    method: 'POST',
    path: `/api/shop/order/cancel/${UNKNOWN_ID}`,
    options: { json: { reason: 'Ordered by mistake' } },
  })),

  {
    endpoint: 'POST /api/admin/orders/notes/:id',
    name: 'adds an internal note the shopper does not see',
    kind: 'extension',
    run: async (w) => {
      const { shopper, orderId, admin } = await codOrder(w);
      const reply = await admin.request('POST', `/api/admin/orders/notes/${orderId}`, {
        json: { text: 'Customer called about the size' },
      });
      await admin.request('POST', `/api/admin/orders/notes/${orderId}`, {
        json: { text: 'Gift wrapped as asked', visibleToShopper: true },
      });
      const seen = (await shopperDetails(shopper, orderId)).timeline ?? [];
      expectThat(
        seen.map((event) => event.note ?? '').join('|') === '|Gift wrapped as asked',
        'only the visible note',
        seen,
      );
      expectThat(kinds(await adminDetails(admin, orderId)) === 'placed,note,note', 'both', null);
      return reply;
    },
    expect: { status: 201, message: ADMIN.noteAdded, shape: withMessageAndData(ORDER_EVENT) },
    check: (reply) => {
      const note = reply.body.data as OrderEvent;
      expectThat(note.visibleToShopper === false, 'internal', note);
    },
  },
  {
    endpoint: 'POST /api/admin/orders/notes/:id',
    name: 'answers 404 for an unknown order',
    kind: 'not found',
    run: async (w) =>
      (await w.admin()).request('POST', `/api/admin/orders/notes/${UNKNOWN_ID}`, {
        json: { text: 'Hello' },
      }),
    expect: refused(404, ADMIN.notFound),
  },
  ...accessCases('POST /api/admin/orders/notes/:id', 'admin', async (w, owner) => ({
    method: 'POST',
    path: `/api/admin/orders/notes/${(await w.order(owner, 'cod')).created.orderId}`,
    options: { json: { text: 'Hello' } },
  })),

  {
    endpoint: 'PUT /api/admin/orders/bulk-status',
    name: 'changes each order on its own and reports the ones it could not',
    kind: 'extension',
    run: async (w) => {
      const first = await codOrder(w);
      const second = await codOrder(w);
      await cancel(second.shopper, second.orderId);
      const third = await codOrder(w);
      const reply = await first.admin.request('PUT', '/api/admin/orders/bulk-status', {
        json: {
          orderIds: [first.orderId, second.orderId, third.orderId, UNKNOWN_ID],
          orderStatus: 'confirmed',
        },
      });
      const confirmed = MAIL.confirmedSubject(shortOrderId(third.orderId, 'shopper'));
      expectThat((await subjects(w, third.shopper)).includes(confirmed), 'its own mail', null);
      const failed = reply.body.data?.failed as Array<{ orderId: string; message: string }>;
      expectThat(
        JSON.stringify(failed) ===
          JSON.stringify([
            { orderId: second.orderId, message: ADMIN.cancelledIsFinal },
            { orderId: UNKNOWN_ID, message: ADMIN.notFound },
          ]),
        'each failure with its reason',
        failed,
      );
      expectThat(
        JSON.stringify(reply.body.data?.updated) === JSON.stringify([first.orderId, third.orderId]),
        'the others changed',
        reply.body.data,
      );
      return reply;
    },
    expect: {
      status: 200,
      message: ADMIN.bulkUpdated(2, 4),
      shape: withMessageAndData({
        updated: ['string'],
        failed: [{ orderId: 'string', message: 'string' }],
      }),
    },
  },
  {
    endpoint: 'PUT /api/admin/orders/bulk-status',
    name: 'refuses an order listed twice',
    kind: 'validation',
    run: async (w) =>
      (await w.admin()).request('PUT', '/api/admin/orders/bulk-status', {
        json: { orderIds: [UNKNOWN_ID, UNKNOWN_ID], orderStatus: 'confirmed' },
      }),
    expect: invalid('orderIds', FIELD_PROBLEMS.duplicateEntries),
  },
  ...accessCases('PUT /api/admin/orders/bulk-status', 'admin', () => ({
    method: 'PUT',
    path: '/api/admin/orders/bulk-status',
    options: { json: { orderIds: [UNKNOWN_ID], orderStatus: 'confirmed' } },
  })),
];
