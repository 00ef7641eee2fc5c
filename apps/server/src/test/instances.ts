import { type ChildProcess, spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from './ports';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface Instance {
  url: string;
  stop(): Promise<void>;
  /** Ends the process at once (SIGKILL), as a crash or a pulled plug would. */
  kill(): Promise<void>;
  /** What it printed so far (standard output and error, the last 20,000 characters). */
  output(): string;
}

/**
 * Starts the server as its own process (`src/main.ts`, exactly as `pnpm start` runs it) on a
 * free 127.0.0.1 port, and waits until it answers /api/health.
 */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@atelier/source', 'src/main.ts'],
    {
      cwd: SERVER_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, delay(8000)]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  const instance = { url, stop, kill, output: () => output };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return instance;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer within 60 s:\n${output}`);
    }
    await delay(100);
  }
}
