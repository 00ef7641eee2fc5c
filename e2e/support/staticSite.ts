import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
};

export interface StaticSite {
  url: string;
  stop(): Promise<void>;
}

/**
 * The simplest static host there is: files from `dir` under `base`, and `index.html` for any
 * other path under it (the SPA fallback every host is told to set up). Nothing else: no proxy,
 * no API, no server code of the shop.
 */
export async function serveStatic(dir: string, base: string, port: number): Promise<StaticSite> {
  const root = path.resolve(dir);
  const server: Server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (!pathname.startsWith(base)) {
      response.writeHead(404).end();
      return;
    }
    const file = path.resolve(root, decodeURIComponent(pathname.slice(base.length)));
    const inside = file.startsWith(`${root}${path.sep}`);
    const found = inside && (await stat(file).catch(() => null))?.isFile();
    const served = found ? file : path.join(root, 'index.html');
    response.writeHead(200, {
      'Content-Type': TYPES[path.extname(served)] ?? 'application/octet-stream',
    });
    response.end(await readFile(served));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}${base}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
