import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { build, type Plugin } from 'vite';

const REPO = resolve(import.meta.dirname, '../..');
const SHELL_DIR = join(REPO, 'apps/shell');

/** One output chunk of the shell's build and the source modules it holds. */
export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
  /** Source module (repository-relative path) → its length in this chunk, minified. */
  modules: Record<string, number>;
}

export interface BuiltShell {
  dist: string;
  chunks: Map<string, ChunkInfo>;
}

/** Keeps each chunk's module list, as the bundler saw it, for the module-graph checks. */
function moduleGraph(chunks: Map<string, ChunkInfo>): Plugin {
  return {
    name: 'atelier-bench-module-graph',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(output.modules)) {
          modules[relative(REPO, id.replace(/^\0/, ''))] = info.renderedLength;
        }
        chunks.set(output.fileName, {
          fileName: output.fileName,
          isEntry: output.isEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules,
        });
      }
    },
  };
}

/**
 * The shell's production build, as `pnpm build` makes it (same config, from source), into a
 * temporary folder, with its module graph.
 */
export async function buildShell(outDir = mkdtempSync(join(tmpdir(), 'atelier-bench-shell-'))) {
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
      plugins: [moduleGraph(chunks)],
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    if (saved === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = saved;
  }
  return { dist: outDir, chunks } satisfies BuiltShell;
}

/** Source modules of the back office: admin-ui, the admin API resources and admin pages. */
export const isAdminModule = (id: string) =>
  /packages\/admin-ui\/|api-client\/src\/(admin\/|core\/admin|swr\/(useAdminApi|hooks\/admin|mutations\/admin))|apps\/shell\/src\/pages\/admin\//.test(
    id,
  );
