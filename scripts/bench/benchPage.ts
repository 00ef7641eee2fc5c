import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, defaultClientConditions } from 'vite';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

export interface BenchPage {
  /** The page's address; add a query for what it should render. */
  url: string;
  /** The build's folder, for files a bench adds beside the page (its data). */
  dir: string;
  close(): void;
}

/** Answers a request the page's files do not (pictures, say); false to let them answer. */
export type ExtraRoute = (path: string, response: ServerResponse) => Promise<boolean> | boolean;

/**
 * A bench page (an index.html and the module it loads, not part of any package's build) built
 * for production by Vite from the workspace sources, and served on 127.0.0.1 with gzip, as a
 * page is served: `grid` (shop-ui's ProductGrid) and `admin` (the back office's long lists).
 */
export async function serveBenchPage(root: string, extra?: ExtraRoute): Promise<BenchPage> {
  const dir = mkdtempSync(join(tmpdir(), 'atelier-bench-page-'));
  await build({
    root,
    logLevel: 'warn',
    base: './',
    resolve: { conditions: ['@atelier/source', ...defaultClientConditions] },
    build: {
      outDir: dir,
      emptyOutDir: true,
      target: 'es2022',
      rolldownOptions: {
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  });
  const gzipped = new Map<string, Buffer>();
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    if (extra && (await extra(path, response))) return;
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    let body = gzipped.get(file);
    if (!body) {
      body = gzipSync(readFileSync(file));
      gzipped.set(file, body);
    }
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-encoding': 'gzip',
    });
    response.end(body);
  };
  const server = createServer((request, response) => void answer(request, response));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    dir,
    close: () => {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
