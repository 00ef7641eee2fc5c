import { type Product, productSlug } from '@atelier/api-client';
import autocannon from 'autocannon';
import type { BenchContext } from './context.ts';
import type { Figure } from './figures.ts';
import { cpuMs } from './seededServer.ts';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 3);
/** How long the server is warmed first, on products the cold figure does not ask for. */
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 5);
const CONNECTIONS = 16;
const PRODUCTS = 10_000;
/** Products whose pages the server has kept, for the warm figure. */
const KEPT = 500;

/**
 * Product pages from the reference server on 10,000 products (issue 36): each request a random
 * product's page, its head and content rendered by the shell's server renderer, 16 clients at
 * once. First `WARM_SECONDS` uncounted on every other product, as a shop's server has run a
 * while (its compiler warm, its style sheet grown). Cold: a random one of the other 5,000, none
 * rendered before, so almost every page is rendered (the server keeps the pages it rendered;
 * this is the budget's figure). Warm: a random one of 500 pages each asked for once before, as
 * a shop's most visited products are.
 */
export async function productPageFigures(context: BenchContext): Promise<Figure[]> {
  const shop = await context.shop(PRODUCTS);
  const answer = await fetch(`${shop.url}/api/shop/products/get`);
  const { data } = (await answer.json()) as { data: Product[] };
  const paths = data.map((product) => `/shop/product/${productSlug(product)}`);
  const sample = await (await fetch(`${shop.url}${paths.at(-1)}`)).text();
  // Otherwise the figure would time the frame alone.
  if (!sample.includes('application/json')) throw new Error('the product page was not rendered');

  const run = (duration: number, paths: string[]) =>
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
  // The server's CPU time per page beside each figure: on a shared machine the latency also
  // holds the other processes' turns.
  const measured = async (pages: string[]) => {
    const before = cpuMs(shop.pid);
    const result = await run(SECONDS, pages);
    return { result, cpu: (cpuMs(shop.pid) - before) / Math.max(1, result.requests.total) };
  };
  const unseen = paths.filter((_, index) => index % 2 === 1);
  await run(
    WARM_SECONDS,
    paths.filter((_, index) => index % 2 === 0),
  );
  const cold = await measured(unseen);
  const kept = unseen.slice(0, KEPT);
  for (const path of kept) await (await fetch(`${shop.url}${path}`)).arrayBuffer();
  const warm = await measured(kept);
  return [
    figure('a random page of 10,000 never rendered (cold): p99', cold, { max: 50 }, unseen.length),
    figure('a random page of 500 kept (warm): p99', warm, undefined, kept.length),
  ];
}

function figure(
  name: string,
  { result, cpu }: { result: autocannon.Result; cpu: number },
  budget: Figure['budget'],
  products: number,
): Figure {
  const errors = result.non2xx + result.errors;
  return {
    group: 'server product pages',
    name,
    value: errors ? null : result.latency.p99,
    unit: 'ms',
    budget,
    note: errors
      ? `${errors} answers were errors`
      : `${CONNECTIONS} connections, ${SECONDS} s, a random one of ${products} products each; median ${result.latency.p50} ms, ${result.requests.average.toFixed(0)} req/s, server CPU ${cpu.toFixed(1)} ms a page`,
  };
}
