import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { defaultClientConditions, type PluginOption, type UserConfig } from 'vite';
import { CODE_SPLITTING } from './chunks.ts';

/** Workspace packages resolve to their TypeScript sources (see the README's conventions). */
export const SOURCE_CONDITION = '@atelier/source';

/** The shop speaks English only: react-aria's strings for other languages stay out. */
export const LOCALES = ['en-US'];

/** Plugins that change what the app's code compiles to (shared with the bundle benchmark). */
export function codePlugins(): PluginOption[] {
  return [optimizeLocales.vite({ locales: LOCALES })];
}

/**
 * styled-components names each component from a counter, which differs between the browser's
 * chunks and the server's bundle; Oxc's transform gives each a fixed id from its file and
 * position instead (babel-plugin-styled-components' `ssr`), so server pages hydrate.
 */
export const STYLED_COMPONENTS = {
  plugins: { styledComponents: { ssr: true, displayName: false, fileName: false } },
};

/** React Router 7's exports name only its development build (remix-run/react-router#12532). */
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

/** How the shop's code is resolved and built, shared by the shell and apps/demo. */
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
