import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  // The shell builds the workspace packages from source, like tests and Storybook do.
  resolve: { conditions: ['@atelier/source', ...defaultClientConditions] },
  server: {
    port: 5173,
    // Same-origin /api in development: the session cookie needs no cross-site settings.
    proxy: { '/api': process.env.ATELIER_API_PROXY ?? 'http://127.0.0.1:5000' },
  },
  build: {
    // No public source maps: the production build ships none.
    sourcemap: false,
    rolldownOptions: {
      // react-router and swr mark their modules 'use client', which only matters to RSC bundlers.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});
