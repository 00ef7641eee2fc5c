import { defaultClientConditions, defineConfig } from 'vite';
import { demoSite } from './src/demo/vitePlugin.ts';
import { CODE_SPLITTING } from './vite-plugins/chunks.ts';
import { codePlugins, PRODUCTION_ROUTER, SOURCE_CONDITION } from './vite-plugins/index.ts';
import { precompress } from './vite-plugins/precompress.ts';
import { routeTableBuild } from './vite-plugins/routeTable.ts';
import { stagePreloads } from './vite-plugins/stagePreloads.ts';

export default defineConfig(({ mode }) => {
  // Demo mode: `vite --mode demo` (pnpm demo, pnpm build:demo) or VITE_DEMO=1; see src/demo.
  const demo = mode === 'demo' || process.env.VITE_DEMO === '1';
  return {
    // The shell builds the workspace packages from source, like tests and Storybook do.
    resolve: {
      conditions: [SOURCE_CONDITION, ...defaultClientConditions],
      alias: mode === 'development' ? [] : PRODUCTION_ROUTER,
    },
    ...(demo ? { define: { 'import.meta.env.VITE_DEMO': JSON.stringify('1') } } : {}),
    // The demo is served from any base by any static host: its frames would be prerendered for
    // the shop's own paths, so only the shop's build gets them (and precompressed files).
    plugins: [
      codePlugins(),
      routeTableBuild({ prerender: !demo }),
      stagePreloads(),
      ...(demo ? [demoSite()] : [precompress()]),
    ],
    server: {
      port: 5173,
      // Same-origin /api in development: the session cookie needs no cross-site settings. The
      // demo answers /api in the browser.
      ...(demo
        ? {}
        : { proxy: { '/api': process.env.ATELIER_API_PROXY ?? 'http://127.0.0.1:5000' } }),
    },
    build: {
      // The demo site goes beside the shop's build, never over it.
      outDir: demo ? 'dist-demo' : 'dist',
      // No public source maps: the production build ships none.
      sourcemap: false,
      // Every browser the build targets knows modulepreload.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: { codeSplitting: CODE_SPLITTING },
        // swr marks its modules 'use client', which only matters to RSC bundlers.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  };
});
