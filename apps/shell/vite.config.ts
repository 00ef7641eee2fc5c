import { defineConfig } from 'vite';
import { appConfig, codePlugins } from './vite-plugins/index.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { routeTableBuild } from './vite-plugins/routeTable.ts';
import { ssrBuild } from './vite-plugins/ssrBuild.ts';

export default defineConfig(({ mode }) => ({
  ...appConfig(mode),
  plugins: [codePlugins(), routeTableBuild(), ssrBuild(), precompress()],
  server: {
    port: 5173,
    // Same-origin /api in development: the session cookie needs no cross-site settings.
    proxy: { '/api': process.env.ATELIER_API_PROXY ?? 'http://127.0.0.1:5000' },
  },
}));
