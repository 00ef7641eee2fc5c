import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'swr/index': 'src/swr/index.ts',
    'mocks/index': 'src/mocks/index.ts',
    'admin/index': 'src/admin/index.ts',
    'demo-data/index': 'src/demo-data/index.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
  external: ['react', 'swr', 'msw', 'redaxios'],
});
