import { defineConfig } from 'tsup';
import { ensureUseClient } from '../../scripts/useClientDirective';

// Every source module is its own entry (with shared chunks split out), so a consumer's bundler
// can drop whole modules it does not import: with `sideEffects: false`, a page pays only for
// the components it uses, even though styled-components calls run at module level.
export default defineConfig({
  entry: [
    'src/**/*.{ts,tsx}',
    '!src/**/*.{test,stories}.{ts,tsx}',
    // Story and test support and the README's examples stay out of the build; testing.ts
    // bundles the one double it ships.
    '!src/**/stories/**',
    '!src/**/testing/**',
    '!src/examples/**',
  ],
  format: ['esm', 'cjs'],
  splitting: true,
  dts: { entry: ['src/index.ts', 'src/screens.ts', 'src/testing.ts'] },
  clean: true,
  // Hundreds of per-module files: list them only when something goes wrong.
  silent: true,
  sourcemap: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'styled-components', /^@atelier\//, /^react-aria-components/],
  // The design system and the screens are client modules for React Server Components (Next.js
  // App Router).
  onSuccess: () =>
    ensureUseClient(['dist/index.js', 'dist/index.cjs', 'dist/screens.js', 'dist/screens.cjs']),
});
