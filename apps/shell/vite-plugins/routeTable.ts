import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  build,
  defaultClientConditions,
  defaultServerConditions,
  type Plugin,
  type ResolvedConfig,
} from 'vite';
import type { FramesModule } from '../src/prerender/frames';
import { codePlugins, SOURCE_CONDITION } from './index.ts';
import { type ChunkImports, modulePreloads, staticClosure } from './preloads.ts';

/**
 * Builds src/prerender/frames (the route table, and the frames React renders from it) for Node
 * and imports it, from inside the build that calls it: the route table holds React code and
 * the workspace packages' sources, which only a Vite build resolves.
 */
async function loadFrames(config: ResolvedConfig, work: string): Promise<FramesModule> {
  await build({
    configFile: false,
    root: config.root,
    mode: 'production',
    logLevel: 'warn',
    resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
    ssr: {
      noExternal: true,
      resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] },
    },
    plugins: [codePlugins()],
    build: {
      ssr: join(config.root, 'src/prerender/frames.tsx'),
      outDir: work,
      emptyOutDir: true,
      rolldownOptions: {
        // One module graph: a page chunk would import the entry without the query the import
        // below gives it, as a second copy with contexts of its own.
        output: { codeSplitting: false },
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  });
  const entry = readdirSync(work).find((file) => /^frames\.m?js$/.test(file));
  if (!entry) throw new Error('the frames bundle has no entry');
  // A fresh URL each build: Node keeps every module it imported.
  return import(`${pathToFileURL(join(work, entry)).href}?build=${Date.now()}`);
}

/**
 * With `prerender`, writes each page of the route table (src/routeTable.ts) as a frame, its
 * layout around the page skeleton with its styles, into `<path>/index.html`, with
 * `<link rel="modulepreload">` for the page's chunks: the HTML paints before any script runs,
 * and the page's code downloads beside the entry. The app replaces the frame when it renders
 * (createRoot, no hydration), so the two never have to match.
 */
export function routeTableBuild({ prerender }: { prerender: boolean }): Plugin {
  let config: ResolvedConfig;
  const chunks = new Map<string, { imports: string[] }>();
  // Source file (under src) → the chunk that holds it.
  const bySource = new Map<string, string>();
  return {
    name: 'atelier-route-table',
    apply: (_config, { isSsrBuild }) => prerender && !isSsrBuild,
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.set(output.fileName, { imports: output.imports });
        for (const id of output.moduleIds) {
          bySource.set(relative(join(config.root, 'src'), id), output.fileName);
        }
      }
    },
    closeBundle: {
      sequential: true,
      async handler() {
        // Inside the app, so Node resolves anything the server bundle leaves external.
        const work = join(config.root, 'node_modules/.atelier-route-table');
        try {
          await writeFrames(await loadFrames(config, work), config, chunks, bySource);
        } finally {
          rmSync(work, { recursive: true, force: true });
        }
      },
    },
  };
}

async function writeFrames(
  frames: FramesModule,
  config: ResolvedConfig,
  chunks: ChunkImports,
  bySource: ReadonlyMap<string, string>,
) {
  const outDir = resolve(config.root, config.build.outDir);
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  for (const { path, html, styles, files } of await frames.renderFrames()) {
    const preloaded = new Set<string>();
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
