#!/usr/bin/env node
// `pnpm start`: the reference server (:5000) and the shell's dev server (:5173, proxying /api)
// together, with prefixed output. Ctrl-C stops both; so does either one exiting.
import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';

const SERVER_PORT = Number(process.env.PORT ?? 5000);
const SERVER_URL = `http://127.0.0.1:${SERVER_PORT}`;
const SHELL_URL = 'http://localhost:5173';
const useColour = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code, text) => (useColour ? `\u001b[${code}m${text}\u001b[0m` : text);

/** @type {Map<string, import('node:child_process').ChildProcess>} */
const children = new Map();
let stopping = false;

function run(name, colour, args, env) {
  // Own process group, so stopping reaches pnpm's grandchildren (tsx, vite) too.
  const child = spawn('pnpm', args, {
    env: { ...process.env, FORCE_COLOR: useColour ? '1' : '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = paint(colour, `[${name}]`.padEnd(9));
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      // Once stopping, pnpm's complaints about the signal are noise.
      if (stopping) return;
      for (const line of lines) process.stdout.write(`${prefix} ${line}\n`);
    });
    stream.on('end', () => {
      if (pending && !stopping) process.stdout.write(`${prefix} ${pending}\n`);
    });
  }
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      console.error(paint('31', `\n${name} exited (${signal ?? `code ${code}`}); stopping.`));
      stop(code || 1);
    } else if (children.size === 0) {
      process.exit(process.exitCode ?? 0);
    }
  });
  children.set(name, child);
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  if (children.size === 0) process.exit(code);
  for (const child of children.values()) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  // Anything still running after 8 s is killed.
  setTimeout(() => {
    for (const child of children.values()) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {}
    }
    process.exit(code);
  }, 8000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url, what, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) throw new Error('stopped');
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // Not listening yet.
    }
    await delay(300);
  }
  throw new Error(`${what} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/** The payment settings the shell is built with: env wins, else what the server says it uses. */
async function paymentEnv() {
  if (process.env.VITE_PAYMENT_KEY_ID) return {};
  const response = await fetch(`${SERVER_URL}/api/payments/config`);
  const { data } = await response.json();
  return {
    VITE_PAYMENT_KEY_ID: data.keyId,
    // The test provider's script through the dev proxy: same origin, so its Pay call needs no CORS.
    VITE_PAYMENT_SCRIPT_URL:
      process.env.VITE_PAYMENT_SCRIPT_URL ??
      (data.provider === 'test' ? '/api/payments/test/checkout.js' : data.checkoutScriptUrl),
  };
}

async function main() {
  run('server', '36', ['--filter', '@atelier/server', 'start'], {
    CLIENT_ORIGIN: process.env.CLIENT_ORIGIN ?? `${SHELL_URL},http://127.0.0.1:5173`,
    SHELL_URL: process.env.SHELL_URL ?? SHELL_URL,
  });
  await waitFor(`${SERVER_URL}/api/health`, 'The server');
  const payment = await paymentEnv();
  run('shell', '35', ['--filter', '@atelier/shell', 'dev', '--strictPort'], {
    ATELIER_API_PROXY: process.env.ATELIER_API_PROXY ?? SERVER_URL,
    ...payment,
  });
  await waitFor(SHELL_URL, 'The shell');
  console.log(
    [
      '',
      paint('1', `  Atelier is running at ${SHELL_URL}`),
      '',
      '  demo admin:   admin@atelier.test / Admin1234',
      '  demo shopper: shopper@atelier.test / Shopper123',
      `  payments: ${payment.VITE_PAYMENT_KEY_ID ? `key ${payment.VITE_PAYMENT_KEY_ID}` : 'from VITE_PAYMENT_* env'}`,
      '  e-mails (OTP, reset links): GET /api/dev/mailbox?to=<address>',
      '',
      '  Ctrl-C stops both servers.',
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  if (stopping) return;
  console.error(paint('31', `\n${error instanceof Error ? error.message : error}`));
  stop(1);
});
