import { type Product, productSlug } from '@atelier/api-client';
import autocannon from 'autocannon';
import type { BenchContext } from './context.ts';
import type { Figure } from './figures.ts';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 3);
const CONNECTIONS = 16;
const PRODUCTS = 10_000;

/**
 * Product pages from the reference server on 10,000 products (issue 36): each request a random
 * product's page, its head and content rendered by the shell's server renderer, 16 clients at
 * once; one uncounted second first, as a shop's server is warm.
 */
export async function productPageFigures(context: BenchContext): Promise<Figure[]> {
  const shop = await context.shop(PRODUCTS);
  const answer = await fetch(`${shop.url}/api/shop/products/get`);
  const { data } = (await answer.json()) as { data: Product[] };
  const paths = data.map((product) => `/shop/product/${productSlug(product)}`);
  const sample = await (await fetch(`${shop.url}${paths[0]}`)).text();
  // Otherwise the figure would time the frame alone.
  if (!sample.includes('application/json')) throw new Error('the product page was not rendered');

  const run = (duration: number) =>
    autocannon({
      url: shop.url,
      connections: CONNECTIONS,
      duration,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: paths[Math.floor(Math.random() * paths.length)] ?? '/',
          }),
        },
      ],
    });
  await run(1);
  const result = await run(SECONDS);
  const errors = result.non2xx + result.errors;
  return [
    {
      group: 'server product pages',
      name: 'page with head and content: p99',
      value: errors ? null : result.latency.p99,
      unit: 'ms',
      budget: { max: 50 },
      note: errors
        ? `${errors} answers were errors`
        : `${CONNECTIONS} connections, ${SECONDS} s, a random one of ${paths.length} products each; median ${result.latency.p50} ms, ${result.requests.average.toFixed(0)} req/s`,
    },
  ];
}
