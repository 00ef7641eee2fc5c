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
  external: ['react', 'swr', 'msw', 'redaxios', 'zod'],
  // Only the React entry is a client module; core, admin, mocks, demo-data and schemas stay usable
  // on a server.
  onSuccess: () => ensureUseClient(['dist/swr/index.js', 'dist/swr/index.cjs']),
});
