import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';
import { type ChunkImports, modulePreloads, staticClosure } from './preloads.ts';
import { FRAMES_ENTRY, SSR_DIR } from './ssrBuild.ts';

type FramesModule = typeof import('../src/prerender/frames');

/**
 * Writes each prerendered page of the route table as a frame (its layout around the skeleton,
 * with its styles) into `<path>/index.html`, preloading every chunk the entry's stages and the
 * page need: the HTML paints before any script runs. The app renders over the frame.
 */
export function routeTableBuild(): Plugin {
  let config: ResolvedConfig;
  const chunks = new Map<string, { imports: string[] }>();
  const bySource = new Map<string, string>();
  // What src/main.tsx imports in stages: Vite links only static imports.
  const stages: string[] = [];
  return {
    name: 'atelier-route-table',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(output.fileName, { imports: output.imports });
        if (output.isEntry && output.facadeModuleId?.endsWith('.html')) {
          stages.push(...output.dynamicImports);
        }
        for (const id of output.moduleIds) {
          bySource.set(relative(join(config.root, 'src'), id), output.fileName);
        }
      }
    },
    closeBundle: {
      sequential: true,
      async handler() {
        // Built for Node by ssrBuild, whose closeBundle runs first (this plugin's is 'post').
        const file = join(resolve(config.root, config.build.outDir), SSR_DIR, FRAMES_ENTRY);
        const frames = (await import(pathToFileURL(file).href)) as FramesModule;
        await writeFrames(frames, config, chunks, bySource, stages);
        rmSync(file);
      },
    },
  };
}

async function writeFrames(
  frames: FramesModule,
  config: ResolvedConfig,
  chunks: ChunkImports,
  bySource: ReadonlyMap<string, string>,
  stages: readonly string[],
) {
  const outDir = resolve(config.root, config.build.outDir);
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  for (const { path, html, styles, files } of await frames.renderFrames()) {
    const preloaded = new Set<string>();
    for (const stage of stages) staticClosure(chunks, stage, preloaded);
    for (const file of files) {
      const chunk = bySource.get(file);
      if (!chunk) throw new Error(`no chunk holds src/${file} (src/routeTable.ts)`);
      staticClosure(chunks, chunk, preloaded);
    }
    // The entry's own imports are preloaded by Vite's links already.
    const preloads = modulePreloads(preloaded, config.base, template).join('');
    const page = template
      .replace('</head>', `${preloads}${styles}</head>`)
      .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
    if (page === template) throw new Error('index.html has no <div id="root"></div>');
    const file = join(outDir, path, 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, page);
  }
}
