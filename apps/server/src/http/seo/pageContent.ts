import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Product } from '@atelier/api-client';
import { scriptJson } from './jsonLd';
import { keptRenderer } from './renderCache';

/** A page the shell's server renderer made (apps/shell/src/ssr/productPage.tsx). */
export interface ServedPage {
  /** Preloads for the head's start (the cover picture), asked for before any script. */
  preloads: string;
  /** The markup for #root. */
  root: string;
  /** Its rules, as a <style> tag. */
  styles: string;
  /** What it was rendered with, which the browser's first render must take too. */
  data: Record<string, unknown>;
}

/** The renderer the shell's build writes to `dist/ssr/productPage.js`. */
export interface ShellRenderer {
  /** The id of the element the browser reads `data` from. */
  SERVED_DATA_ID: string;
  renderProductPage(url: string, product: Product): Promise<ServedPage>;
}

/** Where the shell's build puts it (apps/shell/vite-plugins/ssrBuild.ts). */
export const RENDERER_FILE = 'ssr/productPage.js';

/**
 * The built shell's renderer, imported on first use, with the pages it made kept
 * (`keptRenderer`); none when the build has none (the page is then served as its frame, and the
 * browser renders it, as on a static host).
 */
export function shellRenderer(dist: string): () => Promise<ShellRenderer | null> {
  const file = path.join(dist, RENDERER_FILE);
  let loaded: Promise<ShellRenderer | null> | undefined;
  return () => {
    loaded ??= existsSync(file)
      ? (import(pathToFileURL(file).href) as Promise<ShellRenderer>).then(keptRenderer)
      : Promise.resolve(null);
    return loaded;
  };
}

const ROOT_OPEN = '<div id="root">';
const FRAME_STYLE = /<style data-frame>[\s\S]*?<\/style>/;

/**
 * The shell's index.html with a rendered page in #root in place of the frame, its rules in place
 * of the frame's, and the data it was rendered with as JSON that no value can end early
 * (`scriptJson`: a title holding `</script>` stays inside the element). The page's preloads
 * come first in the head, after the character set: on a phone's link the cover picture, which
 * shows before any script runs, then is not sharing the bandwidth with all of them.
 */
export function withContent(indexHtml: string, page: ServedPage, dataId: string): string {
  const start = indexHtml.indexOf(ROOT_OPEN);
  const end = indexHtml.lastIndexOf('</div>', indexHtml.lastIndexOf('</body>'));
  if (start < 0 || end < start) throw new Error('the shell’s index.html has no #root element');
  // Past the character set's tag, else past <head> itself (which may carry attributes).
  const charset = indexHtml.indexOf('<meta charset');
  const top = indexHtml.indexOf('>', charset < 0 ? indexHtml.indexOf('<head') : charset) + 1;
  const head = indexHtml.slice(0, top) + page.preloads + indexHtml.slice(top, start);
  const styled = FRAME_STYLE.test(head)
    ? head.replace(FRAME_STYLE, () => page.styles)
    : head.replace('</head>', () => `${page.styles}</head>`);
  const data = `<script type="application/json" id="${dataId}">${scriptJson(page.data)}</script>`;
  return `${styled}${ROOT_OPEN}${page.root}</div>${data}${indexHtml.slice(end + '</div>'.length)}`;
}
