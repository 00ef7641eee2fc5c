import type { ServerStyleSheet } from 'styled-components';

/**
 * The frame's rules in a plain <style>, not styled-components' own tag: its first module to run
 * would "rehydrate" that one (read every rule, insert each again through the CSSOM, drop the tag)
 * inside the task that evaluates the app's modules (8.6 ms of its 37 in a profile of a listing's
 * load). The app injects the rules it renders with itself, under the same class names (see
 * STYLED_COMPONENTS in vite-plugins), whether it replaces the frame or hydrates a server-rendered
 * page, so these only have to hold until then.
 */
export function frameStyleTag(sheet: ServerStyleSheet): string {
  const css = sheet
    .getStyleTags()
    .replace(/^<style[^>]*>|<\/style>$/g, '')
    // styled-components' bookkeeping for rehydration: which class names each group holds.
    .replace(/data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}/g, '')
    .replace(/\/\*!sc\*\/\n?/g, '');
  return `<style data-frame>${css}</style>`;
}
