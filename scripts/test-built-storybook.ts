// `pnpm test:storybook:built`: every story of the built Storybook (storybook-static/, from
// `pnpm build-storybook`) in Chromium through Storybook's test runner: each play function as a
// reader's browser runs it, axe on each story, and no request outside localhost
// (.storybook/test-runner.ts). Served by Vite's static preview server on a free port.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { preview } from 'vite';
import { chromiumLaunchOptions } from './chromium.ts';

const ROOT = resolve(import.meta.dirname, '..');

const server = await preview({
  root: ROOT,
  configFile: false,
  logLevel: 'warn',
  build: { outDir: 'storybook-static' },
  preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
});
const url = server.resolvedUrls?.local[0];
if (!url) throw new Error('The static server did not report its address.');

const runner = spawn(
  'pnpm',
  ['exec', 'test-storybook', '--url', url, '--index-json', ...process.argv.slice(2)],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, STORYBOOK_CHROMIUM_LAUNCH: JSON.stringify(chromiumLaunchOptions()) },
  },
);
const code = await new Promise<number>((done) => runner.on('exit', (exit) => done(exit ?? 1)));
await server.close();
process.exit(code);
