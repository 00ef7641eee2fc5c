import type { PluginOption } from 'vite';

/** Workspace packages resolve to their TypeScript sources (see the README's conventions). */
export const SOURCE_CONDITION = '@atelier/source';

/**
 * Plugins that change what the app's code compiles to, shared by the shell's build and the
 * bundle benchmark (which builds small apps the way the shell is built).
 */
export function codePlugins(): PluginOption[] {
  return [];
}
