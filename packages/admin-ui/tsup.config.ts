import { defineConfig } from 'tsup';
import { ensureUseClient } from '../../scripts/useClientDirective';

// Every source module is its own entry (with shared chunks split out), so a consumer's bundler
// drops whole screens it does not import: with `sideEffects: false`, an app that mounts only
// OrdersScreen pays nothing for the product panel or the dashboard charts.
export default defineConfig({
  entry: ['src/**/*.{ts,tsx}', '!src/**/*.{test,stories}.{ts,tsx}', '!src/**/stories/**'],
  format: ['esm', 'cjs'],
  splitting: true,
  dts: { entry: ['src/index.ts'] },
  clean: true,
  // Many per-module files: list them only when something goes wrong.
  silent: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'styled-components', /^@atelier\//, /^react-aria-components/],
  // The main entry is a client module for React Server Components (Next.js App Router).
  onSuccess: () => ensureUseClient(['dist/index.js', 'dist/index.cjs']),
});
