import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { type ChunkInfo, moduleGraph } from '../../apps/shell/vite-plugins/moduleGraph.ts';

export { type ChunkInfo, isAdminModule } from '../../apps/shell/vite-plugins/moduleGraph.ts';

const REPO = resolve(import.meta.dirname, '../..');
const SHELL_DIR = join(REPO, 'apps/shell');

export interface BuiltShell {
  dist: string;
  chunks: Map<string, ChunkInfo>;
}

/**
 * The shell's production build, as `pnpm build` makes it (same config, from source), into a
 * temporary folder, with its module graph.
 */
export async function buildShell(
  outDir = mkdtempSync(join(tmpdir(), 'atelier-bench-shell-')),
): Promise<BuiltShell> {
  const saved = process.env.NODE_ENV;
  // Vitest and some runners set NODE_ENV=test, which would build React's development bundle.
  process.env.NODE_ENV = 'production';
  const chunks = new Map<string, ChunkInfo>();
  try {
    await build({
      root: SHELL_DIR,
      configFile: join(SHELL_DIR, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      plugins: [moduleGraph(REPO, chunks)],
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    if (saved === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = saved;
  }
  return { dist: outDir, chunks };
}
