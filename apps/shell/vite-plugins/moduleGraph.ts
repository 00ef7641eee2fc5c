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

/** `<link rel="modulepreload">` for each of `files` under `base` that `page` does not link yet. */
export function modulePreloads(files: Iterable<string>, base: string, page: string): string[] {
  return [...files]
    .filter((file) => !page.includes(`"${base}${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`);
}

/** Every chunk `file` needs before it runs: itself and its static imports, transitively. */
export function staticClosure(
  chunks: ReadonlyMap<string, Pick<ChunkInfo, 'imports'>>,
  file: string,
  into = new Set<string>(),
): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  for (const imported of chunks.get(file)?.imports ?? []) staticClosure(chunks, imported, into);
  return into;
}

/** Source modules of the back office: admin-ui, the admin API resources and hooks, admin pages. */
export const isAdminModule = (id: string) =>
  /packages[\\/]admin-ui[\\/]|api-client[\\/]src[\\/](admin[\\/]|core[\\/]admin|swr[\\/](useAdminApi|hooks[\\/]admin|mutations[\\/]admin))|apps[\\/]shell[\\/]src[\\/]pages[\\/]admin[\\/]/.test(
    id,
  );
