import { cp } from 'node:fs/promises';
import { defineConfig } from 'tsup';

/**
 * The production build: the server and its operator commands bundled to dist/ as plain
 * JavaScript for Node (`node dist/main.js`, no tsx at run time). Dependencies stay external and
 * come from node_modules, @atelier/api-client from its own build (no @atelier/source condition
 * here). Files read at run time are copied to the same places under dist/ (see serverFiles.ts).
 */
export default defineConfig({
  entry: { main: 'src/main.ts', cli: 'src/cli.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  splitting: true,
  dts: false,
  async onSuccess() {
    await cp('src/db/migrations', 'dist/db/migrations', { recursive: true });
    await cp('src/payments/testCheckout.client.js', 'dist/payments/testCheckout.client.js');
  },
});
