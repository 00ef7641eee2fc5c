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
import { codePlugins, SOURCE_CONDITION } from './index';
import { type ChunkInfo, modulePreloads, staticClosure } from './moduleGraph';

interface FramesModule {
  FRAME_PATHS: readonly string[];
  renderFrame(path: string): { html: string; styles: string; files: string[] };
  startupRequests(path: string): Promise<string[]>;
}

/** Text for a double-quoted HTML attribute. */
const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Each chunk's static imports, and source file → the chunk that holds it. */
interface ChunkGraph {
  chunks: Map<string, Pick<ChunkInfo, 'imports'>>;
  bySource: Map<string, string>;
}

/**
 * Prerenders the shell's frame (its layout around the page skeleton, with styled-components'
 * styles) into index.html, and into `<path>/index.html` for each path of src/prerender/frames,
 * with `<link rel="modulepreload">` for that path's layout and page chunks and `<link
 * rel="preload">` for the API calls start-up makes there: the HTML paints before any script runs,
 * and the page's code and first data download beside the entry. The app replaces
 * the frame when it renders (createRoot, no hydration), so the two never have to match.
 */
export function prerenderFrames(): Plugin {
  let config: ResolvedConfig;
  const graph: ChunkGraph = { chunks: new Map(), bySource: new Map() };
  return {
    name: 'atelier-prerender-frames',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        graph.chunks.set(output.fileName, { imports: output.imports });
        // A layout may share a chunk with what every first visit runs (vite-plugins/chunks.ts).
        for (const id of output.moduleIds) {
          graph.bySource.set(relative(join(config.root, 'src'), id), output.fileName);
        }
      }
    },
    closeBundle: {
      sequential: true,
      async handler() {
        if (config.build.ssr) return;
        const outDir = resolve(config.root, config.build.outDir);
        // Inside the app, so Node resolves anything the server bundle leaves external.
        const work = join(config.root, 'node_modules/.atelier-prerender');
        try {
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
                // The frames import the layouts the app loads lazily; that is the point here.
                onwarn(warning, warn) {
                  if (
                    !['MODULE_LEVEL_DIRECTIVE', 'INEFFECTIVE_DYNAMIC_IMPORT'].includes(
                      warning.code ?? '',
                    )
                  )
                    warn(warning);
                },
              },
            },
          });
          const entry = readdirSync(work).find((file) => /^frames\.m?js$/.test(file));
          if (!entry) throw new Error('the frames bundle has no entry');
          // A fresh URL each build: Node keeps every module it imported.
          const frames: FramesModule = await import(
            `${pathToFileURL(join(work, entry)).href}?build=${Date.now()}`
          );
          const template = readFileSync(join(outDir, 'index.html'), 'utf8');
          const base = config.base;
          for (const path of frames.FRAME_PATHS) {
            const { html, styles, files } = frames.renderFrame(path);
            // Same credentials as the API client's own fetch, or the browser asks twice.
            const requests = (await frames.startupRequests(path))
              .map(
                (url) =>
                  `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${attribute(url)}">`,
              )
              .join('');
            const chunks = new Set<string>();
            for (const file of files) {
              const chunk = graph.bySource.get(file);
              if (!chunk) throw new Error(`no chunk holds ${file} (src/routeModules.ts)`);
              staticClosure(graph.chunks, chunk, chunks);
            }
            // The entry's own imports are preloaded by Vite's links already.
            const preloads = modulePreloads(chunks, base, template).join('');
            const page = template
              .replace('</head>', `${requests}${preloads}${styles}</head>`)
              .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
            if (page === template) throw new Error('index.html has no <div id="root"></div>');
            const file = join(outDir, path, 'index.html');
            mkdirSync(dirname(file), { recursive: true });
            writeFileSync(file, page);
          }
        } finally {
          rmSync(work, { recursive: true, force: true });
        }
      },
    },
  };
}
