import optimizeLocales from '@react-aria/optimize-locales-plugin';
import type { PluginOption } from 'vite';

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
