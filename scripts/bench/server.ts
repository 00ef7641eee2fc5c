import { type ChildProcess, fork } from 'node:child_process';
import { resolve } from 'node:path';
import type { OrderLine } from '../../apps/server/src/bench/shoppers.ts';
import { freePort } from '../../apps/server/src/test/ports.ts';
import { benchCertificate } from './certificate.ts';

const REPO = resolve(import.meta.dirname, '../..');

export interface BenchServer {
  url: string;
  /** A load test's shoppers (e-mails; apps/server/src/bench/shoppers.ts knows the password). */
  shoppers?: string[];
  /** Product sizes to order, for a load test. */
  lines?: OrderLine[];
  /** The server's process, for reading its memory. */
  pid?: number;
  stop(): Promise<void>;
}

type Ready = Omit<BenchServer, 'stop' | 'pid'>;

/** Forks a TypeScript module in its own Node process and waits for it to send `{ url, ... }`. */
export async function forkServer(
  module: string,
  env: Record<string, string>,
  timeoutMs = 180_000,
): Promise<BenchServer> {
  let log = '';
  const child: ChildProcess = fork(resolve(REPO, module), [], {
    cwd: REPO,
    env: { ...process.env, ...env },
    execArgv: [
      '--import',
      'tsx',
      '--conditions=@atelier/source',
      // Where the time goes: a CPU profile of each server, written when it stops.
      ...(process.env.BENCH_PROFILE_DIR
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
        : []),
    ],
    // The server's request log goes nowhere, as it would to a log shipper; errors are kept.
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-10_000);
  });
  const ready = await new Promise<Ready>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`${module} did not start:\n${log}`)), timeoutMs);
    child.once('message', (message: Ready) => {
      clearTimeout(timer);
      done(message);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`${module} exited (${code}):\n${log}`));
    });
  });
  return {
    ...ready,
    pid: child.pid,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The reference server (apps/server) with `products` products and the demo accounts, serving
 * the built shell from `shellDist` on its own origin, as in production. With `tls`, over HTTPS
 * (HTTP/2) with a throwaway certificate, as a shop is served.
 */
export async function startShop(options: {
  products: number;
  shellDist?: string;
  tls?: boolean;
  env?: Record<string, string>;
}): Promise<BenchServer> {
  const port = await freePort();
  const origin = `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  const certificate = options.tls ? await benchCertificate() : undefined;
  return forkServer('apps/server/src/bench/serve.ts', {
    PORT: String(port),
    PUBLIC_URL: origin,
    CLIENT_ORIGIN: origin,
    ...(certificate
      ? { TLS_CERT_FILE: certificate.certFile, TLS_KEY_FILE: certificate.keyFile }
      : {}),
    BENCH_PRODUCTS: String(options.products),
    ...(options.shellDist ? { SHELL_DIST: options.shellDist } : {}),
    ...options.env,
  });
}
