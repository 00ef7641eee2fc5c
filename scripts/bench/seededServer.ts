import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../apps/server/src/test/ports.ts';
import { type BenchServer, forkServer } from './server.ts';

/**
 * The reference server in its own process with `products` generated products and a one-line
 * shell of its own origin, for the benches that read its memory: on PGlite in its memory (the
 * default deployment), or on `databaseUrl`'s PostgreSQL, where the process's memory is the
 * server's alone. Seeding 100,000 products takes minutes on a busy machine.
 */
export async function seededServer(
  products: number,
  databaseUrl?: string,
): Promise<BenchServer & { pid: number; origin: string }> {
  const dist = mkdtempSync(path.join(tmpdir(), 'atelier-bench-shell-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Atelier</title>');
  const origin = `http://127.0.0.1:${await freePort()}`;
  const start = (env: Record<string, string>) =>
    forkServer(
      'apps/server/src/bench/serve.ts',
      {
        PORT: new URL(origin).port,
        PUBLIC_URL: origin,
        CLIENT_ORIGIN: origin,
        SHELL_URL: origin,
        SHELL_DIST: dist,
        BENCH_PRODUCTS: String(products),
        LOG_LEVEL: 'warn',
        ...env,
      },
      900_000,
    );
  const seededAt = performance.now();
  let server = await start(databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  console.log(`  seeded ${products} products in ${Math.round(performance.now() - seededAt)} ms`);
  if (databaseUrl) {
    // A fresh process on the seeded database: seeding's garbage is not the server's memory.
    await server.stop();
    server = await start({ DATABASE_URL: databaseUrl, BENCH_SEED: 'false' });
  }
  return {
    ...server,
    pid: server.pid as number,
    origin,
    stop: async () => {
      await server.stop();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}

/** A process's CPU time in ms (user and system), from /proc (Linux; 100 ticks a second). */
export function cpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** A process's resident memory in MiB, from /proc (Linux). */
function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1]);
  return kib / 1024;
}

/** Samples a process's resident memory every 10 ms until `stop()`, which gives the peak. */
export function sampleRss(pid: number) {
  const before = rssMiB(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB(pid));
  }, 10);
  return {
    before,
    stop(): number {
      clearInterval(sampler);
      peak = Math.max(peak, rssMiB(pid));
      return peak;
    },
  };
}
