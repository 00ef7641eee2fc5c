import { LOW_STOCK_THRESHOLD } from '../constants';
import {
  ALL_ORDER_STATUSES,
  type Order,
  type OrderStatus,
  PAYMENT_METHODS,
  type PaymentMethod,
  type Product,
} from '../entities';

/** Extension 'admin-dashboard': the periods the dashboard's figures cover, in whole UTC days. */
export const DASHBOARD_PERIODS = [
  { id: 'today', label: 'Today', days: 1 },
  { id: '7d', label: '7 days', days: 7 },
  { id: '30d', label: '30 days', days: 30 },
  { id: 'custom', label: 'Custom', days: 0 },
] as const;

export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number]['id'];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = '30d';

/** What `GET /api/admin/dashboard` is asked: a period, and for 'custom' its days (YYYY-MM-DD). */
export interface DashboardQuery {
  period?: DashboardPeriod;
  from?: string;
  to?: string;
}

/** A dashboard query as one key: the period, and its days only when custom. */
export function dashboardKeyQuery(query: DashboardQuery): DashboardQuery {
  return query.period === 'custom'
    ? { period: query.period, from: query.from ?? '', to: query.to ?? '' }
    : { period: query.period ?? DEFAULT_DASHBOARD_PERIOD };
}

export interface Tally {
  count: number;
  amount: number;
}

export interface StockAlert {
  productId: string;
  title: string;
  /**
   * Extension `product-colours`: the colour whose sizes these are. A product with colours has
   * one alert per colour with a size out or low, as each colour is restocked on its own.
   */
  colour?: string;
  /** Sizes with no stock left. */
  outOfStock: string[];
  /** Sizes below the low-stock threshold (spec section 9), with what is left. */
  lowStock: Array<{ size: string; stock: number }>;
}

export interface BestSeller {
  productId: string;
  title: string;
  /** Units sold in the period, in orders that were neither rejected nor cancelled. */
  sold: number;
}

/** One day of the period: the orders placed that day and the revenue they bring. */
export interface DashboardDay {
  /** YYYY-MM-DD, in UTC. */
  day: string;
  orders: number;
  revenue: number;
}

/** Extension 'admin-dashboard': the answer's `data`. */
export interface DashboardFigures<O extends Order = Order> {
  /** The period's first and last day (YYYY-MM-DD, UTC), both included. */
  from: string;
  to: string;
  /** Orders placed in the period. */
  orderCount: number;
  /** Sum of the totals of the period's orders that were neither rejected nor cancelled. */
  revenue: number;
  /** Revenue per order that counts towards it. */
  averageOrder: number;
  byStatus: Record<OrderStatus, Tally>;
  /** Amounts leave out rejected and cancelled orders, as revenue does. */
  byPayment: Record<PaymentMethod, Tally>;
  /** Pending and confirmed orders of any day: the queue to work through, however old. */
  needingActionCount: number;
  /** The oldest of them first, at most DASHBOARD_LIST_LIMITS.needingAction. */
  needingAction: O[];
  /** The period's newest orders. */
  recent: O[];
  /** The period's best sellers by units sold. */
  bestSellers: BestSeller[];
  /** Products with a size out of stock or running low now, however many. */
  stockAlertCount: number;
  /** The most urgent of them: most sizes out first, then most sizes low, then by product id. */
  stockAlerts: StockAlert[];
  /** Every day of the period, oldest first, days without orders included. */
  days: DashboardDay[];
}

/** How many rows each list of the figures carries. */
export const DASHBOARD_LIST_LIMITS = {
  needingAction: 8,
  recent: 5,
  bestSellers: 5,
  stockAlerts: 10,
} as const;

/** Orders in these states bring no money in. */
export const NOT_REVENUE: readonly OrderStatus[] = ['rejected', 'cancelled'];
export const NEEDS_ACTION: readonly OrderStatus[] = ['pending', 'confirmed'];

const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Every day from `from` to `to` (YYYY-MM-DD), both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(from); time <= Date.parse(to); time += DAY_MS) days.push(dayOf(time));
  return days;
}

/**
 * The days a checked query covers, `now` deciding what 'today' is (in UTC): 7 days are today
 * and the six before it.
 */
export function dashboardRange(query: DashboardQuery, now: Date): { from: string; to: string } {
  const period = DASHBOARD_PERIODS.find((entry) => entry.id === query.period);
  if (period?.id === 'custom' && query.from && query.to) return { from: query.from, to: query.to };
  const days = period?.days || 30;
  const to = dayOf(now.getTime());
  return { from: dayOf(Date.parse(to) - (days - 1) * DAY_MS), to };
}

const roundMoney = (amount: number) => Math.round(amount * 100) / 100;

const tallies = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, { count: 0, amount: 0 }])) as Record<K, Tally>;

/** Sizes out of stock and running low, or null when every size has enough. */
function alertOf(
  sizes: ReadonlyArray<{ size: string; stock: number }>,
): Pick<StockAlert, 'outOfStock' | 'lowStock'> | null {
  const outOfStock = sizes.filter((entry) => entry.stock <= 0).map((entry) => entry.size);
  const lowStock = sizes
    .filter((entry) => entry.stock > 0 && entry.stock < LOW_STOCK_THRESHOLD)
    .map(({ size, stock }) => ({ size, stock }));
  return outOfStock.length || lowStock.length ? { outOfStock, lowStock } : null;
}

/**
 * A product's stock alerts: one per colour with a size out or low (a size sold out in red is
 * out even while blue has it), else one for its sizes; no sizes: judged by its total.
 */
export function stockAlertsOf(product: Product): StockAlert[] {
  const { _id: productId, title } = product;
  if (product.colours?.length) {
    return product.colours.flatMap((colour) => {
      const alert = alertOf(colour.sizes);
      return alert ? [{ productId, title, colour: colour.name, ...alert }] : [];
    });
  }
  const alert = alertOf(
    product.sizes.length ? product.sizes : [{ size: 'All sizes', stock: product.totalStock }],
  );
  return alert ? [{ productId, title, ...alert }] : [];
}

// Ties compared by code unit, as the server's SQL (COLLATE "C") breaks them.
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Most sizes out first, then most sizes low; ties by product id and colour, which the server
 * ranks by.
 */
export const byUrgency = (a: StockAlert, b: StockAlert) =>
  b.outOfStock.length - a.outOfStock.length ||
  b.lowStock.length - a.lowStock.length ||
  byCodeUnit(a.productId, b.productId) ||
  byCodeUnit(a.colour ?? '', b.colour ?? '');

const time = (order: Order) => Date.parse(order.orderDate) || 0;
const newestFirst = (a: Order, b: Order) =>
  time(b) - time(a) || (a._id < b._id ? 1 : a._id > b._id ? -1 : 0);

/** The orders of one day with one status and payment method: what a backend tallies. */
export interface DashboardTally {
  /** YYYY-MM-DD, in UTC. */
  day: string;
  status: OrderStatus;
  payment: PaymentMethod;
  orders: number;
  amount: number;
}

type PeriodFigures = Pick<
  DashboardFigures,
  'from' | 'to' | 'orderCount' | 'revenue' | 'averageOrder' | 'byStatus' | 'byPayment' | 'days'
>;

/** The period's sums from its tallies, in whatever order and grouping they come. */
export function periodFigures(
  tallied: readonly DashboardTally[],
  range: { from: string; to: string },
): PeriodFigures {
  const byStatus = tallies(ALL_ORDER_STATUSES);
  const byPayment = tallies(PAYMENT_METHODS);
  const days = new Map(
    daysBetween(range.from, range.to).map((day) => [day, { orders: 0, revenue: 0 }]),
  );
  let orderCount = 0;
  let revenue = 0;
  let counted = 0;
  for (const row of tallied) {
    const day = days.get(row.day);
    if (!day) continue;
    orderCount += row.orders;
    day.orders += row.orders;
    byStatus[row.status].count += row.orders;
    byStatus[row.status].amount += row.amount;
    byPayment[row.payment].count += row.orders;
    if (NOT_REVENUE.includes(row.status)) continue;
    byPayment[row.payment].amount += row.amount;
    day.revenue += row.amount;
    revenue += row.amount;
    counted += row.orders;
  }
  for (const tally of [...Object.values(byStatus), ...Object.values(byPayment)]) {
    tally.amount = roundMoney(tally.amount);
  }
  return {
    ...range,
    orderCount,
    revenue: roundMoney(revenue),
    averageOrder: counted ? roundMoney(revenue / counted) : 0,
    byStatus,
    byPayment,
    days: [...days].map(([day, figures]) => ({
      day,
      ...figures,
      revenue: roundMoney(figures.revenue),
    })),
  };
}

/**
 * The dashboard's figures from every order and product, as the mocks answer extension
 * 'admin-dashboard' and as the back office computes them itself from a plain backend's lists.
 * One pass over each list, so 10,000 of each stay quick.
 */
export function dashboardFigures(
  orders: readonly Order[],
  products: readonly Product[],
  range: { from: string; to: string },
): DashboardFigures {
  const inPeriod = orders.filter((order) => {
    const day = dayOf(time(order));
    return day >= range.from && day <= range.to;
  });
  const titles = new Map(products.map((product) => [product._id, product.title]));
  const sold = new Map<string, BestSeller>();
  for (const order of inPeriod) {
    if (NOT_REVENUE.includes(order.orderStatus)) continue;
    for (const item of order.cartItems) {
      // Named as the catalogue names it now; a deleted product by the first of its old titles.
      const entry = sold.get(item.productId) ?? {
        productId: item.productId,
        title: titles.get(item.productId) ?? item.title,
        sold: 0,
      };
      if (!titles.has(item.productId) && item.title < entry.title) entry.title = item.title;
      entry.sold += item.quantity;
      sold.set(item.productId, entry);
    }
  }
  const waiting = orders
    .filter((order) => NEEDS_ACTION.includes(order.orderStatus))
    .sort((a, b) => newestFirst(b, a));
  const alerts = products.flatMap(stockAlertsOf).sort(byUrgency);
  const tallied = inPeriod.map((order) => ({
    day: dayOf(time(order)),
    status: order.orderStatus,
    payment: order.paymentMethod,
    orders: 1,
    amount: order.totalAmount,
  }));
  return {
    ...periodFigures(tallied, range),
    needingActionCount: waiting.length,
    needingAction: waiting.slice(0, DASHBOARD_LIST_LIMITS.needingAction),
    recent: inPeriod.sort(newestFirst).slice(0, DASHBOARD_LIST_LIMITS.recent),
    bestSellers: [...sold.values()]
      .sort((a, b) => b.sold - a.sold || byCodeUnit(a.title, b.title))
      .slice(0, DASHBOARD_LIST_LIMITS.bestSellers),
    stockAlertCount: alerts.length,
    stockAlerts: alerts.slice(0, DASHBOARD_LIST_LIMITS.stockAlerts),
  };
}
