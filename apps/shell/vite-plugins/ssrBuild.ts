import { join, resolve } from 'node:path';
import { build, defaultServerConditions, type Plugin, type ResolvedConfig } from 'vite';
import { codePlugins, PRODUCTION_ROUTER, SOURCE_CONDITION, STYLED_COMPONENTS } from './index.ts';

/** Where the build writes the server's product page renderer, under its output folder. */
export const SSR_DIR = 'ssr';
/** The renderer's file there, which the reference server imports (src/ssr/productPage.tsx). */
export const SSR_ENTRY = 'productPage.js';
/** The frames' renderer there (src/prerender/frames.tsx), removed once the frames are written. */
export const FRAMES_ENTRY = 'frames.js';

/**
 * After the browser's build, the same app built for Node (`vite build --ssr`), every dependency
 * bundled in: the server's product renderer, and the frames' renderer that routeTable.ts runs.
 */
export function ssrBuild(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'atelier-ssr-build',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      async handler() {
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          base: config.base,
          logLevel: 'warn',
          resolve: { alias: PRODUCTION_ROUTER },
          ssr: {
            noExternal: true,
            resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] },
          },
          // React's production build, whatever NODE_ENV the server runs with.
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          oxc: STYLED_COMPONENTS,
          plugins: [codePlugins()],
          build: {
            ssr: true,
            outDir: join(resolve(config.root, config.build.outDir), SSR_DIR),
            emptyOutDir: true,
            copyPublicDir: false,
            sourcemap: false,
            rolldownOptions: {
              input: {
                [SSR_ENTRY.replace('.js', '')]: 'src/ssr/productPage.tsx',
                [FRAMES_ENTRY.replace('.js', '')]: 'src/prerender/frames.tsx',
              },
              output: { entryFileNames: '[name].js' },
              onwarn(warning, warn) {
                if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
              },
            },
          },
        });
      },
    },
  };
}
