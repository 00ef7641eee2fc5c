import { ADMIN_PAGE_LIMIT, dashboardRange } from '@atelier/api-client';
import { adminOrderSearchQuery, dashboardQuery } from '@atelier/api-client/schemas';
import { searchAdminOrders } from '../../apps/server/src/db/adminOrders.ts';
import { dashboardFiguresOf } from '../../apps/server/src/db/dashboard.ts';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { migrate } from '../../apps/server/src/db/migrate.ts';
import { type Figure, median } from './figures.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const PRODUCTS = Number(process.env.BENCH_BACKOFFICE_PRODUCTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const GROUP = 'back office';

type Db = Awaited<ReturnType<typeof openDatabase>>;

/**
 * 100,000 products of five sizes (one size in twenty low or out) and 100,000 orders over the
 * last year (two items each, every status and both payment methods), written straight into
 * the embedded database: placing them through the API would cost a checkout each.
 */
export async function seedOrderBook(db: Db) {
  await db.query(
    `INSERT INTO users (id, user_name, email, password_hash, role, verified)
     SELECT 'bench-' || i, 'Shopper ' || i, 'shopper' || i || '@bench.example', 'x', 'user', true
       FROM generate_series(1, 1000) AS i`,
  );
  await db.query(
    `INSERT INTO products (id, image, title, description, category, brand, price, unit_price,
                           total_stock)
     SELECT 'bench-product-' || i, 'x.png', 'Product ' || i, 'A product', 'men', 'Brand ' || i % 50,
            100 + i % 900, 100 + i % 900, 100
       FROM generate_series(1, $1::int) AS i`,
    [PRODUCTS],
  );
  await db.query(
    `INSERT INTO product_sizes (id, product_id, size, stock, position)
     SELECT 'bench-size-' || i || '-' || s, 'bench-product-' || i,
            (ARRAY['XS','S','M','L','XL'])[s], CASE WHEN (i + s) % 20 = 0 THEN (i % 12) ELSE 20 END, s
       FROM generate_series(1, $1::int) AS i, generate_series(1, 5) AS s`,
    [PRODUCTS],
  );
  await db.query(
    `INSERT INTO orders (id, user_id, cart_id, cart_items, address_info, order_status,
                         payment_method, payment_status, total_amount, order_date, order_update_date)
     SELECT 'bench-order-' || i, 'bench-' || (1 + i % 1000), 'cart',
            jsonb_build_array(
              jsonb_build_object('productId', 'bench-product-' || (1 + i % 5000), 'title',
                'Product ' || (1 + i % 5000), 'image', 'x.png', 'price', 100, 'quantity', 1,
                'selectedSize', 'M'),
              jsonb_build_object('productId', 'bench-product-' || (1 + i * 7 % 5000), 'title',
                'Product ' || (1 + i * 7 % 5000), 'image', 'x.png', 'price', 100,
                'quantity', 2, 'selectedSize', 'L')),
            jsonb_build_object('address', i || ' ' || (ARRAY['Verma','Park','Lake','Hill'])[1 + i % 4] || ' Road', 'city', 'Pune'),
            (ARRAY['pending','confirmed','inProcess','inShipping','delivered','rejected','cancelled'])[1 + i % 7],
            (ARRAY['cod','online'])[1 + i % 2], 'pending', 100 + i % 900,
            now() - ((i * 5) || ' minutes')::interval - (i % 2 || ' days')::interval, now()
       FROM generate_series(1, $1::int) AS i`,
    [ORDERS],
  );
  await db.exec('ANALYZE users; ANALYZE products; ANALYZE product_sizes; ANALYZE orders;');
}

async function timed<T>(work: () => Promise<T>) {
  const times: number[] = [];
  let last: T | undefined;
  for (let run = 0; run < RUNS; run += 1) {
    const at = performance.now();
    last = await work();
    times.push(performance.now() - at);
  }
  return { ms: median(times), last: last as T };
}

/**
 * Issue 39's budgets for the order book at 100,000 orders, on the server (PGlite, no HTTP): the
 * admin orders' first rows and a typed search (extension 'admin-order-search'), and the
 * dashboard's figures for today, 30 days and a whole year (extension 'admin-dashboard').
 */
export async function orderBookFigures(): Promise<Figure[]> {
  const db = await openDatabase({});
  try {
    await migrate(db);
    const seededAt = performance.now();
    await seedOrderBook(db);
    console.log(
      `  seeded ${ORDERS} orders and ${PRODUCTS} products in ${Math.round(performance.now() - seededAt)} ms`,
    );
    const note = (extra: string) =>
      `server time, ${ORDERS.toLocaleString('en')} orders and ${PRODUCTS.toLocaleString('en')} products, PGlite, median of ${RUNS} on a busy 2-core machine; ${extra}`;
    const figures: Figure[] = [];
    const searches: Array<[string, Record<string, string>, number]> = [
      ['first rows, newest first', {}, 1000],
      ['search "verma" (a quarter of them)', { q: 'verma' }, 300],
      ['search one order id', { q: 'bench-order-4242' }, 300],
      ['pending, oldest first', { status: 'pending', sortBy: 'oldest' }, 300],
    ];
    for (const [name, params, max] of searches) {
      const query = adminOrderSearchQuery.parse(params);
      const { ms, last } = await timed(() =>
        searchAdminOrders(db, query, ADMIN_PAGE_LIMIT, (image) => image),
      );
      const page = 'page' in last ? last.page : undefined;
      figures.push({
        group: GROUP,
        name: `orders: ${name}`,
        value: ms,
        unit: 'ms',
        budget: { max },
        note: note(
          `${page?.data.length} rows, total ${page?.total}${page?.totalIsExact ? '' : '+'}`,
        ),
      });
    }
    const day = (daysAgo: number) =>
      new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const periods: Array<[string, Record<string, string>]> = [
      ['today', { period: 'today' }],
      ['30 days', { period: '30d' }],
      ['a year (custom, 366 days)', { period: 'custom', from: day(365), to: day(0) }],
    ];
    for (const [name, params] of periods) {
      const range = dashboardRange(dashboardQuery.parse(params), new Date());
      const { ms, last } = await timed(() => dashboardFiguresOf(db, range, (image) => image));
      figures.push({
        group: GROUP,
        name: `dashboard figures: ${name}`,
        value: ms,
        unit: 'ms',
        budget: { max: 500 },
        note: note(`${last.orderCount} orders in the period, ${last.stockAlertCount} stock alerts`),
      });
    }
    return figures;
  } finally {
    await db.close();
  }
}
