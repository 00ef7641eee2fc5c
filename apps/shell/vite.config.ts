import { defaultClientConditions, defineConfig } from 'vite';
import { demoSite } from './src/demo/vitePlugin.ts';
import { codeSplitting } from './vite-plugins/chunks';
import { codePlugins, SOURCE_CONDITION } from './vite-plugins/index';
import { precompress } from './vite-plugins/precompress';
import { prerenderFrames } from './vite-plugins/prerender';
import { stagePreloads } from './vite-plugins/stagePreloads';

export default defineConfig(({ mode }) => {
  // Demo mode: `vite --mode demo` (pnpm demo, pnpm build:demo) or VITE_DEMO=1; see src/demo.
  const demo = mode === 'demo' || process.env.VITE_DEMO === '1';
  // A first visit lands on the shop's home or listing (the pages the prerendered frames are for).
  const chunks = codeSplitting({
    frame: ['src/pages/ShopSection.tsx'],
    pages: ['src/pages/shop/HomePage.tsx', 'src/pages/shop/ListingPage.tsx'],
    parts: ['features/catalog/FilterSidebar/FilterSidebar.tsx', 'src/pages/auth/LoginPage.tsx'],
  });
  return {
    // The shell builds the workspace packages from source, like tests and Storybook do.
    resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
    ...(demo ? { define: { 'import.meta.env.VITE_DEMO': JSON.stringify('1') } } : {}),
    // The demo is served from any base by any static host: its frames would be prerendered for
    // the shop's own paths, so only the shop's build gets them (and precompressed files).
    plugins: [
      codePlugins(),
      chunks.plugin,
      stagePreloads(),
      ...(demo ? [demoSite()] : [prerenderFrames(), precompress()]),
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
      rolldownOptions: {
        output: { codeSplitting: chunks.output },
        // swr marks its modules 'use client', which only matters to RSC bundlers.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  };
});
