import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { BenchContext } from './context.ts';
import { type Figure, median } from './figures.ts';
import { forkServer } from './server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);
/**
 * A round's ratio swings (0.42 to 0.62 for the same small answer in one run), so the median
 * needs more than a handful of them.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 9);
const CONNECTIONS = 10;

/** Raw bytes and headers of one answer, exactly as sent (nothing decompressed). */
function raw(url: string, headers: Record<string, string>) {
  return new Promise<{ body: Buffer; headers: Record<string, string> }>((done, fail) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const kept: Record<string, string> = {};
        for (const name of ['content-type', 'content-encoding', 'cache-control', 'vary', 'etag']) {
          const value = res.headers[name];
          if (typeof value === 'string') kept[name] = value;
        }
        if (res.statusCode !== 200) fail(new Error(`${url} answered ${res.statusCode}`));
        else done({ body: Buffer.concat(chunks), headers: kept });
      });
    });
    req.on('error', fail);
    req.end();
  });
}

async function requestsPerSecond(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx + result.errors} failures`);
  return result.requests.average;
}

/**
 * The reference server's cached listing beside bare node:http serving the very same bytes, in one
 * run: autocannon (this process, 10 connections) against each server in a process of its own,
 * `ROUNDS` rounds of `SECONDS` s each, bare then ours; the figure is the median of the rounds'
 * ratios (a round's two halves share the machine's mood, which on a busy machine swings a lot).
 */
export async function throughputFigures(context: BenchContext): Promise<Figure[]> {
  const shop = await context.shop(10_000);
  const work = mkdtempSync(join(tmpdir(), 'atelier-bench-bare-'));
  const figures: Figure[] = [];
  const cases = [
    {
      name: 'listing men+nike',
      path: '/api/shop/products/get?category=men&brand=nike&sortBy=price-lowtohigh',
    },
    {
      name: 'first page of cards',
      path: '/api/shop/products/get?sortBy=price-lowtohigh&page=1&limit=24&fields=card',
    },
  ];
  try {
    for (const { name, path } of cases) {
      for (const accept of [{}, { 'accept-encoding': 'br, gzip' }] as Record<string, string>[]) {
        const url = `${shop.url}${path}`;
        const sample = await raw(url, accept);
        const file = join(work, 'body');
        writeFileSync(file, sample.body);
        const bare = await forkServer('scripts/bench/bareServer.ts', {
          BODY_FILE: file,
          HEADERS: JSON.stringify(sample.headers),
        });
        const ours: number[] = [];
        const ceiling: number[] = [];
        try {
          for (let round = 0; round < ROUNDS; round += 1) {
            ceiling.push(await requestsPerSecond(bare.url, accept));
            ours.push(await requestsPerSecond(url, accept));
          }
        } finally {
          await bare.stop();
        }
        const ratios = ours.map((rate, round) => rate / (ceiling[round] ?? Number.NaN));
        const spread = `rounds ${Math.min(...ratios).toFixed(2)} to ${Math.max(...ratios).toFixed(2)}`;
        const encoding = sample.headers['content-encoding'] ?? 'identity';
        const label = `${name}, ${accept['accept-encoding'] ? 'br/gzip accepted' : 'no Accept-Encoding'}`;
        figures.push({
          group: 'server',
          name: `${label}: server / bare node:http`,
          value: median(ratios),
          unit: 'x',
          budget: { min: 0.5 },
          note: `median ${median(ours).toFixed(0)} vs ${median(ceiling).toFixed(0)} req/s, ${(sample.body.length / 1024).toFixed(1)} KiB ${encoding}; median of ${ROUNDS} paired rounds of ${SECONDS} s (${spread}), ${CONNECTIONS} connections`,
        });
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return figures;
}
