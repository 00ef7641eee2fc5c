import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** One output chunk of a build and the source modules it holds. */
export interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  /** Chunks it imports statically (loaded with it). */
  imports: string[];
  /** Chunks it imports dynamically (the entry's stages, lazy pages). */
  dynamicImports: string[];
  /** Source module (path relative to `root`) → its length in this chunk, minified. */
  modules: Record<string, number>;
}

/**
 * Records each chunk's modules as the bundler made them, for the checks that look at what a
 * page downloads (no back-office code for shoppers, how many files) in tests and benchmarks.
 */
export function moduleGraph(root: string, chunks: Map<string, ChunkInfo>): Plugin {
  return {
    name: 'atelier-module-graph',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(output.modules)) {
          modules[relative(root, id.replace(/^\0/, ''))] = info.renderedLength;
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

/** Source modules of the back office: admin-ui, the admin API resources and hooks, admin pages. */
export const isAdminModule = (id: string) =>
  /packages[\\/]admin-ui[\\/]|api-client[\\/]src[\\/](admin[\\/]|core[\\/]admin|swr[\\/](useAdminApi|hooks[\\/]admin|mutations[\\/]admin))|apps[\\/]shell[\\/]src[\\/]pages[\\/]admin[\\/]/.test(
    id,
  );
