import autocannon from 'autocannon';
import { orderRequests, signIn } from '../../apps/server/src/bench/shoppers.ts';
import type { Figure } from './figures.ts';
import { startShop } from './server.ts';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 3);
const CONNECTIONS = 10;
const PRODUCTS = 10_000;
const SHOPPERS = 40;

export interface Scenario {
  name: string;
  options: (base: string) => autocannon.Options;
}

/** Listing, search and order creation: the reads a shop serves most, and its busiest write. */
export function loadScenarios(orders: NonNullable<autocannon.Request['setupRequest']>): Scenario[] {
  return [
    {
      name: 'listing, one category + brand',
      options: (base) => ({
        url: `${base}/api/shop/products/get?category=men&brand=nike&sortBy=price-lowtohigh`,
      }),
    },
    {
      name: 'listing, whole catalogue',
      options: (base) => ({ url: `${base}/api/shop/products/get?sortBy=title-atoz` }),
    },
    { name: 'search "sneakers"', options: (base) => ({ url: `${base}/api/shop/search/sneakers` }) },
    {
      name: 'order creation (cod)',
      options: (base) => ({
        url: `${base}/api/shop/order/create`,
        method: 'POST',
        requests: [{ setupRequest: orders }],
      }),
    },
  ];
}

export interface Load {
  rps: number;
  p99: number;
  errors: number;
}

/**
 * One scenario spread over `bases` (as a balancer would): req/s add up, p99 is the worst. A read
 * is asked once first, uncounted, as on a shop's server that has answered it before: the whole
 * catalogue of 10,000 products is built once per catalogue version (about 3 s), and no answer
 * came within the 3 s measured.
 */
export async function measure(bases: readonly string[], scenario: Scenario): Promise<Load> {
  for (const base of bases) {
    const { url, method } = scenario.options(base);
    if (!method && url) await (await fetch(url)).arrayBuffer();
  }
  const results = await Promise.all(
    bases.map((base) =>
      autocannon({
        connections: Math.max(1, Math.round(CONNECTIONS / bases.length)),
        duration: SECONDS,
        ...scenario.options(base),
      }),
    ),
  );
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((sum, r) => sum + r.non2xx + r.errors, 0),
  };
}

/** A figure of a scenario's rate; an answer other than 2xx makes it a failure, not a figure. */
export function loadFigure(group: string, name: string, load: Load, note: string): Figure {
  return {
    group,
    name: `${name}: requests per second`,
    value: load.errors ? null : load.rps,
    unit: 'req/s',
    note: load.errors
      ? `${load.errors} answers were errors`
      : `p99 ${load.p99} ms; ${CONNECTIONS} connections, ${SECONDS} s; ${note}`,
  };
}

/**
 * The reference server under load on 10,000 products (embedded database, its own process, with
 * its own catalogue: the orders change stock and sales): listing, search and cash orders from
 * 40 signed-in shoppers.
 */
export async function loadFigures(): Promise<Figure[]> {
  const shop = await startShop({
    products: PRODUCTS,
    // Many orders per shopper in a few seconds are the load here, not repeated submits.
    env: { BENCH_SHOPPERS: String(SHOPPERS), DUPLICATE_ORDER_WINDOW_MS: '0', LOG_LEVEL: 'warn' },
  });
  try {
    const shoppers = await signIn(shop.url, shop.shoppers ?? []);
    const scenarios = loadScenarios(orderRequests(shoppers, shop.lines ?? []));
    const figures: Figure[] = [];
    for (const scenario of scenarios) {
      const load = await measure([shop.url], scenario);
      figures.push(loadFigure('server load', scenario.name, load, 'embedded database'));
    }
    return figures;
  } finally {
    await shop.stop();
  }
}
