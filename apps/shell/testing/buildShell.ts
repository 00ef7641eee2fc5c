import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { type ChunkInfo, moduleGraph } from './moduleGraph';

const SHELL_DIR = resolve(import.meta.dirname, '..');
const REPO = resolve(SHELL_DIR, '../..');

export interface BuiltShell {
  dist: string;
  /** Each output chunk's modules and imports, by file name. */
  chunks: Map<string, ChunkInfo>;
}

/**
 * The shell's production build, as `pnpm build` makes it (same config, from source), into
 * `outDir` (a new temporary folder by default), with its module graph: for the build test and
 * the benchmarks, which look at what a shopper downloads.
 */
export async function buildShell(
  outDir = mkdtempSync(join(tmpdir(), 'atelier-shell-build-')),
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
      logLevel: 'error',
      plugins: [moduleGraph(REPO, chunks)],
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    if (saved === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = saved;
  }
  return { dist: outDir, chunks };
}
