import { defineConfig } from 'tsup';
import { ensureUseClient } from '../../scripts/useClientDirective';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'swr/index': 'src/swr/index.ts',
    'mocks/index': 'src/mocks/index.ts',
    'admin/index': 'src/admin/index.ts',
    'demo-data/index': 'src/demo-data/index.ts',
    'schemas/index': 'src/schemas/index.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  // Rollup finishes the build (tree shaking, and the CommonJS conversion with interop that checks
  // `__esModule`): esbuild's own CommonJS output reads a default import of an ESM-compiled CJS
  // package (`import useSWR from 'swr'`) as its whole `module.exports`, and every hook failed in
  // a CommonJS server render with "import_swr.default is not a function". Rollup warns that it
  // drops the "use client" directive; ensureUseClient writes it back, and test:packages checks it.
  treeshake: true,
  external: ['react', 'swr', 'msw', 'redaxios', 'zod'],
  // Only the React entry is a client module; core, admin, mocks, demo-data and schemas stay usable
  // on a server.
  onSuccess: () => ensureUseClient(['dist/swr/index.js', 'dist/swr/index.cjs']),
});
