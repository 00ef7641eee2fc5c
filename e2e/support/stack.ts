import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { build, type PreviewServer, preview } from 'vite';
import { freePort, reservePort } from '../../apps/server/src/test/ports.ts';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const SHELL_DIR = path.join(REPO, 'apps/shell');
const HOST = '127.0.0.1';

/** The reference server's test payment provider (apps/server/src/payments/testProvider.ts). */
export const TEST_PAYMENT_KEY_ID = 'rzp_test_atelier';

export interface Stack {
  /** The built shell, served with an /api proxy to the server: what the browser opens. */
  shellUrl: string;
  /**
   * The reference server, for arranging and checking data through its API; it serves the same
   * built shell too, with its own pages' heads and product pages' content (issue 36).
   */
  serverUrl: string;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, server: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited early:\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await delay(200);
  }
  throw new Error(`The server did not answer ${url} within 60 s:\n${log()}`);
}

/** Builds the shell with the test provider's payment settings into `outDir`. */
async function buildShell(outDir: string) {
  const saved = { ...process.env };
  // Vitest runs with NODE_ENV=test, which would make Vite build React's development bundle.
  process.env.NODE_ENV = 'production';
  process.env.VITE_PAYMENT_KEY_ID = TEST_PAYMENT_KEY_ID;
  // Same origin through the preview proxy, as `pnpm start` does in development.
  process.env.VITE_PAYMENT_SCRIPT_URL = '/api/payments/test/checkout.js';
  try {
    await build({
      root: SHELL_DIR,
      configFile: path.join(SHELL_DIR, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });
  } finally {
    for (const key of ['NODE_ENV', 'VITE_PAYMENT_KEY_ID', 'VITE_PAYMENT_SCRIPT_URL']) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  }
}

/**
 * Starts the reference server (child process, temporary data directory, 127.0.0.1 only),
 * builds the shell and serves it with `vite preview`, proxying /api to the server.
 */
export async function startStack(): Promise<Stack> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'atelier-e2e-'));
  const serverPort = await freePort();
  // Held while the shell builds (tens of seconds): once, an outgoing connection took the port
  // in that time and `vite preview` could not start.
  const shellPortHeld = await reservePort();
  const shellPort = shellPortHeld.port;
  const serverUrl = `http://${HOST}:${serverPort}`;
  const shellUrl = `http://${HOST}:${shellPort}`;

  const outDir = path.join(workDir, 'shell');
  let output = '';
  const server = spawn('pnpm', ['--filter', '@atelier/server', 'start'], {
    cwd: REPO,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST,
      PORT: String(serverPort),
      PUBLIC_URL: serverUrl,
      CLIENT_ORIGIN: shellUrl,
      SHELL_URL: shellUrl,
      DATA_DIR: path.join(workDir, 'data'),
      PAYMENT_PROVIDER: 'test',
      // Read on each request: the build below writes it while the server starts.
      SHELL_DIST: outDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stopping reaches tsx and node under pnpm.
    detached: true,
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);

  let previewServer: PreviewServer | undefined;
  const stop = async () => {
    await shellPortHeld.release();
    await previewServer?.close();
    if (server.exitCode === null && server.pid) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
      await Promise.race([exited, delay(5000)]);
      if (server.exitCode === null) {
        try {
          process.kill(-server.pid, 'SIGKILL');
        } catch {}
      }
    }
    await rm(workDir, { recursive: true, force: true });
  };

  try {
    // Building while the server starts keeps the two cores busy.
    await Promise.all([
      buildShell(outDir),
      waitForHealth(`${serverUrl}/api/health`, server, () => output),
    ]);
    await shellPortHeld.release();
    previewServer = await preview({
      root: SHELL_DIR,
      configFile: path.join(SHELL_DIR, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir },
      preview: {
        host: HOST,
        port: shellPort,
        strictPort: true,
        proxy: { '/api': { target: serverUrl } },
      },
    });
    return { shellUrl, serverUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
