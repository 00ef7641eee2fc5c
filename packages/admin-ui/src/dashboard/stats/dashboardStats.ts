import {
  ALL_ORDER_STATUSES,
  LOW_STOCK_THRESHOLD,
  type Order,
  type OrderStatus,
  PAYMENT_METHODS,
  type PaymentMethod,
  type Product,
} from '@atelier/api-client';

export interface Tally {
  count: number;
  amount: number;
}

export interface StockAlert {
  productId: string;
  title: string;
  /** Sizes with no stock left. */
  outOfStock: string[];
  /** Sizes below the low-stock threshold (spec section 9), with what is left. */
  lowStock: Array<{ size: string; stock: number }>;
}

export interface DashboardStats {
  orderCount: number;
  /** Sum of the totals of every order that was not rejected. */
  revenue: number;
  /** Revenue per order that was not rejected. */
  averageOrder: number;
  byStatus: Record<OrderStatus, Tally>;
  byPayment: Record<PaymentMethod, Tally>;
  /** Pending and confirmed orders, oldest first: the queue to work through. */
  needingAction: Order[];
  /** The newest orders. */
  recent: Order[];
  /** Products by salesCount, best first (only those that sold). */
  bestSellers: Product[];
  /** Products with a size out of stock or running low; most sizes out first. */
  stockAlerts: StockAlert[];
}

export const NEEDS_ACTION: readonly OrderStatus[] = ['pending', 'confirmed'];

const tallies = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, { count: 0, amount: 0 }])) as Record<K, Tally>;

const time = (order: Order) => Date.parse(order.orderDate) || 0;

function stockAlert(product: Product): StockAlert | null {
  // A product without sizes is judged by its total stock.
  const sizes = product.sizes.length
    ? product.sizes
    : [{ size: 'All sizes', stock: product.totalStock }];
  const outOfStock = sizes.filter((entry) => entry.stock <= 0).map((entry) => entry.size);
  const lowStock = sizes
    .filter((entry) => entry.stock > 0 && entry.stock < LOW_STOCK_THRESHOLD)
    .map(({ size, stock }) => ({ size, stock }));
  if (outOfStock.length === 0 && lowStock.length === 0) return null;
  return { productId: product._id, title: product.title, outOfStock, lowStock };
}

/**
 * The admin's day at a glance, computed from what the API returns: every order and every
 * product. One pass over each list, so 10,000 of each stay quick.
 */
export function dashboardStats(
  orders: readonly Order[],
  products: readonly Product[],
  { recentCount = 5, bestSellerCount = 5 } = {},
): DashboardStats {
  const byStatus = tallies(ALL_ORDER_STATUSES);
  const byPayment = tallies(PAYMENT_METHODS);
  let revenue = 0;
  let counted = 0;
  for (const order of orders) {
    const status = byStatus[order.orderStatus];
    if (status) {
      status.count += 1;
      status.amount += order.totalAmount;
    }
    const payment = byPayment[order.paymentMethod];
    if (payment) payment.count += 1;
    // Rejected and cancelled orders bring no money in.
    if (order.orderStatus === 'rejected' || order.orderStatus === 'cancelled') continue;
    if (payment) payment.amount += order.totalAmount;
    revenue += order.totalAmount;
    counted += 1;
  }
  const newestFirst = [...orders].sort((a, b) => time(b) - time(a));
  const stockAlerts = products
    .map(stockAlert)
    .filter((alert): alert is StockAlert => alert !== null)
    .sort(
      (a, b) =>
        b.outOfStock.length - a.outOfStock.length ||
        b.lowStock.length - a.lowStock.length ||
        a.title.localeCompare(b.title),
    );
  return {
    orderCount: orders.length,
    revenue,
    averageOrder: counted ? revenue / counted : 0,
    byStatus,
    byPayment,
    needingAction: newestFirst
      .filter((order) => NEEDS_ACTION.includes(order.orderStatus))
      .reverse(),
    recent: newestFirst.slice(0, recentCount),
    bestSellers: products
      .filter((product) => product.salesCount > 0)
      .sort((a, b) => b.salesCount - a.salesCount || a.title.localeCompare(b.title))
      .slice(0, bestSellerCount),
    stockAlerts,
  };
}
