import type { Plugin } from 'vite';
import { modulePreloads, staticClosure } from './preloads.ts';

/**
 * `<link rel="modulepreload">` in index.html for every chunk the entry imports in stages
 * (src/main.tsx) and what those import statically. Vite links only an entry's static imports;
 * without these, each stage would start downloading only once the one before it had run.
 */
export function stagePreloads(): Plugin {
  let base = '/';
  return {
    name: 'atelier-stage-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = new Map<string, { imports: string[] }>();
      const stages: string[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(output.fileName, { imports: output.imports });
        if (output.isEntry && output.facadeModuleId?.endsWith('.html')) {
          stages.push(...output.dynamicImports);
        }
      }
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string') {
        throw new Error('the build has no index.html to add the stages’ preloads to');
      }
      const files = new Set<string>();
      for (const stage of stages) staticClosure(chunks, stage, files);
      const links = modulePreloads(files, base, html.source);
      if (links.length === 0) return;
      html.source = html.source.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
    },
  };
}
