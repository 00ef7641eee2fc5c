import {
  ALL_ORDER_STATUSES,
  type DashboardFigures,
  ORDER_EXPORT_MAX_DAYS,
  ORDER_EXPORT_MESSAGES,
  PAYMENT_METHODS,
} from '@atelier/api-client';
import type { Reply, Session } from '../backends';
import { accessCases, type ContractCase, invalid } from '../case';
import { ORDER, type Shape } from '../shapes';
import { productInput, type World } from '../world';

const PATH = '/api/admin/dashboard';
const ENDPOINT = `GET ${PATH}`;
const TALLY = { count: 'number', amount: 'number' } as const;
const tallies = (keys: readonly string[]): Shape =>
  Object.fromEntries(keys.map((key) => [key, TALLY]));
export const FIGURES = {
  success: 'boolean',
  data: {
    from: 'string',
    to: 'string',
    orderCount: 'number',
    revenue: 'number',
    averageOrder: 'number',
    byStatus: tallies(ALL_ORDER_STATUSES),
    byPayment: tallies(PAYMENT_METHODS),
    needingActionCount: 'number',
    needingAction: [ORDER],
    recent: [ORDER],
    bestSellers: [{ productId: 'string', title: 'string', sold: 'number' }],
    stockAlertCount: 'number',
    stockAlerts: [
      {
        productId: 'string',
        title: 'string',
        colour: { optional: 'string' },
        outOfStock: ['string'],
        lowStock: [{ size: 'string', stock: 'number' }],
      },
    ],
    days: [{ day: 'string', orders: 'number', revenue: 'number' }],
  },
} as const;

const figuresOf = (reply: Reply) => reply.body.data as DashboardFigures;

async function today(admin: Session): Promise<DashboardFigures> {
  return figuresOf(await admin.request('GET', `${PATH}?period=today`));
}

function expectEqual(what: string, seen: unknown, wanted: unknown) {
  if (JSON.stringify(seen) !== JSON.stringify(wanted)) {
    throw new Error(`${what}: ${JSON.stringify(seen)}, not ${JSON.stringify(wanted)}`);
  }
}

/** A cash order of one ₹100 product placed now, and the figures of today before and after. */
async function orderToday(w: World) {
  const admin = await w.admin();
  const json = productInput({ price: 100, salePrice: 0, sizes: [{ size: 'M', stock: 5 }] });
  const product = (await admin.request('POST', '/api/admin/products/add', { json })).body.data;
  const before = await today(admin);
  const shopper = await w.shopper();
  const payload = await w.checkout(shopper, 'cod', { product, size: 'M' });
  const created = await shopper.session.request('POST', '/api/shop/order/create', {
    json: payload,
  });
  const reply = await admin.request('GET', `${PATH}?period=today`);
  return { before, after: figuresOf(reply), reply, orderId: created.body.orderId as string };
}

const custom = (from: string, to: string) => `${PATH}?period=custom&from=${from}&to=${to}`;
const adminAsks = (path: string) => (w: World) => w.admin().then((a) => a.request('GET', path));

export const adminDashboardCases: ContractCase[] = [
  {
    endpoint: ENDPOINT,
    name: 'answers seven days as today and the six before, each day listed',
    kind: 'extension',
    run: adminAsks(`${PATH}?period=7d`),
    expect: { status: 200, shape: FIGURES },
    check: (reply) => {
      const { from, to, days } = figuresOf(reply);
      expectEqual('days', days.length, 7);
      expectEqual('first and last day', [days[0]?.day, days[6]?.day], [from, to]);
    },
  },
  {
    endpoint: ENDPOINT,
    name: 'counts an order placed now in today’s orders, revenue, payment tally and queue',
    kind: 'extension',
    run: async (w) => {
      const { before, after, reply, orderId } = await orderToday(w);
      expectEqual('orders', after.orderCount, before.orderCount + 1);
      // ₹100 and the cash handling fee.
      expectEqual('revenue', after.revenue, before.revenue + 160);
      expectEqual('cash orders', after.byPayment.cod.count, before.byPayment.cod.count + 1);
      expectEqual('pending', after.byStatus.pending.count, before.byStatus.pending.count + 1);
      expectEqual('needing action', after.needingActionCount, before.needingActionCount + 1);
      expectEqual('day', after.days.at(-1)?.orders, (before.days.at(-1)?.orders ?? 0) + 1);
      expectEqual('newest', after.recent[0]?._id, orderId);
      return reply;
    },
    expect: { status: 200, shape: FIGURES },
  },
  {
    endpoint: ENDPOINT,
    name: 'counts a product with a size out of stock among the stock alerts',
    kind: 'extension',
    run: async (w) => {
      const admin = await w.admin();
      const before = await today(admin);
      const json = productInput({ sizes: [{ size: 'S', stock: 0 }] });
      await admin.request('POST', '/api/admin/products/add', { json });
      const reply = await admin.request('GET', `${PATH}?period=today`);
      expectEqual('alerts', figuresOf(reply).stockAlertCount, before.stockAlertCount + 1);
      return reply;
    },
    expect: { status: 200, shape: FIGURES },
  },
  {
    endpoint: ENDPOINT,
    name: 'answers noughts for every day of a custom range without orders',
    kind: 'extension',
    run: adminAsks(custom('2001-02-27', '2001-03-01')),
    expect: { status: 200, shape: FIGURES },
    check: (reply) => {
      const figures = figuresOf(reply);
      expectEqual('period', [figures.from, figures.to], ['2001-02-27', '2001-03-01']);
      expectEqual(
        'orders',
        [figures.orderCount, figures.revenue, figures.recent.length],
        [0, 0, 0],
      );
      expectEqual('days', figures.days, [
        { day: '2001-02-27', orders: 0, revenue: 0 },
        { day: '2001-02-28', orders: 0, revenue: 0 },
        { day: '2001-03-01', orders: 0, revenue: 0 },
      ]);
    },
  },
  {
    endpoint: ENDPOINT,
    name: 'a custom range without its first day is refused in words',
    kind: 'validation',
    run: adminAsks(`${PATH}?period=custom&to=2026-02-01`),
    expect: invalid('from', ORDER_EXPORT_MESSAGES.fromRequired),
  },
  {
    endpoint: ENDPOINT,
    name: 'a custom range ending before it starts is refused in words',
    kind: 'validation',
    run: adminAsks(custom('2026-02-02', '2026-02-01')),
    expect: invalid('to', ORDER_EXPORT_MESSAGES.order),
  },
  {
    endpoint: ENDPOINT,
    name: `a custom range longer than ${ORDER_EXPORT_MAX_DAYS} days is refused in words`,
    kind: 'validation',
    run: adminAsks(custom('2024-01-01', '2025-12-31')),
    expect: invalid('to', ORDER_EXPORT_MESSAGES.tooLong),
  },
  {
    endpoint: ENDPOINT,
    name: 'a day that is not a date is refused in words',
    kind: 'validation',
    run: adminAsks(custom('2026-13-45', '2026-02-01')),
    expect: invalid('from', ORDER_EXPORT_MESSAGES.date),
  },
  ...accessCases(ENDPOINT, 'admin', () => ({ method: 'GET', path: PATH })),
];
