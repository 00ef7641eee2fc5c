import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/**
 * What a static host needs to serve the demo build: msw's service worker file at the site's
 * base (the same msw version the handlers run on), and the SPA fallback for client routes in
 * the forms common hosts read: `404.html` (GitHub Pages) and `_redirects` (Netlify, Cloudflare
 * Pages). The dev server (`pnpm demo`) serves the worker file too.
 */
export function demoSite(): Plugin {
  const workerFile = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
  const worker = () => readFileSync(workerFile, 'utf8');
  let base = '/';
  return {
    name: 'atelier-demo-site',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      server.middlewares.use(`${base}mockServiceWorker.js`, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        response.end(worker());
      });
    },
    generateBundle(_options, bundle) {
      this.emitFile({ type: 'asset', fileName: 'mockServiceWorker.js', source: worker() });
      const index = bundle['index.html'];
      if (index?.type === 'asset') {
        this.emitFile({ type: 'asset', fileName: '404.html', source: index.source });
      }
      this.emitFile({
        type: 'asset',
        fileName: '_redirects',
        source: `${base}* ${base}index.html 200\n`,
      });
    },
  };
}
