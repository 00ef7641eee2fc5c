import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { defaultClientConditions, type PluginOption, type UserConfig } from 'vite';
import { CODE_SPLITTING } from './chunks.ts';

/** Workspace packages resolve to their TypeScript sources (see the README's conventions). */
export const SOURCE_CONDITION = '@atelier/source';

/**
 * The shop speaks English only: react-aria's strings for its other 30-odd languages stay out
 * (react-aria falls back to en-US for any other browser language).
 */
export const LOCALES = ['en-US'];

/**
 * Plugins that change what the app's code compiles to, shared by the shell's build, its
 * prerender and the bundle benchmark (which builds small apps the way the shell is built).
 */
export function codePlugins(): PluginOption[] {
  return [optimizeLocales.vite({ locales: LOCALES })];
}

/**
 * styled-components names each component from a counter of the components created before it,
 * which differs between the browser's chunks and the server's bundle: the product page the
 * server renders (src/ssr) would then carry other class names than the ones the browser
 * hydrates it with. Oxc's styled-components transform gives each a fixed id from its file and
 * position instead (what babel-plugin-styled-components' `ssr` option does), and minifies the CSS.
 */
export const STYLED_COMPONENTS = {
  plugins: { styledComponents: { ssr: true, displayName: false, fileName: false } },
};

/**
 * React Router 7's exports name only its development build, whose warnings would reach shoppers'
 * consoles (remix-run/react-router#12532, #14102): builds take the production files it ships.
 */
const routerDist = join(
  dirname(
    createRequire(createRequire(import.meta.url).resolve('react-router-dom')).resolve(
      'react-router',
    ),
  ),
  '../production',
);
export const PRODUCTION_ROUTER = [
  { find: /^react-router$/, replacement: join(routerDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(routerDist, 'dom-export.mjs') },
];

/**
 * How the shop's code is resolved and built, shared by the shell and apps/demo: the workspace
 * packages from source (as in tests and Storybook), React Router's production files outside
 * development, the chunks of chunks.ts, no public source maps.
 */
export function appConfig(mode: string): UserConfig {
  return {
    resolve: {
      conditions: [SOURCE_CONDITION, ...defaultClientConditions],
      alias: mode === 'development' ? [] : PRODUCTION_ROUTER,
    },
    oxc: STYLED_COMPONENTS,
    build: {
      sourcemap: false,
      // Every browser the build targets knows modulepreload.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: { codeSplitting: CODE_SPLITTING },
        // swr marks its modules 'use client', which only matters to RSC bundlers.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  };
}
