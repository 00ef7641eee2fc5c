import type { ServerStyleSheet } from 'styled-components';

/**
 * The rules in a plain <style>, not styled-components' own tag, which the app would "rehydrate"
 * (insert every rule again) while its modules evaluate. The app injects its own rules, under the
 * same class names, so these only have to hold until it renders.
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
