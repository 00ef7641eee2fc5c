// The server's product pages (issue 36), built with `vite build --ssr` into dist/ssr
// (vite-plugins/ssrBuild.ts) and imported by the reference server; never shipped to browsers.
import { createApiClient, type Product } from '@atelier/api-client';
import { apiKeys } from '@atelier/api-client/swr';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { unstable_serialize } from 'swr';
import { AppFrame } from '../AppFrame';
import { readConfig } from '../config';
import { frameStyleTag } from '../prerender/styleTag';
import { APP_ROUTES, loadMatchedModules } from '../routes';
import { ShellApp } from '../ShellApp';
import { renderWhole } from './renderWhole';

export { SERVED_DATA_ID } from './servedData';

export interface ServedPage {
  /**
   * What React asks the browser to fetch before the markup needs it (the cover picture, at high
   * priority), for the head's start.
   */
  preloads: string;
  /** The markup for #root. */
  root: string;
  /** Its rules, as a <style> tag for <head>. */
  styles: string;
  /** What it was rendered with (SWR's fallback), for the page to embed as JSON (servedData.ts). */
  data: Record<string, unknown>;
}

/** Never called: rendering sends no request (SWR only fetches in effects). */
const client = createApiClient({ baseURL: '' });
const config = readConfig(import.meta.env);
const basename = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';

/**
 * One sheet for every page this process renders, never sealed. styled-components compiles a
 * component's rules once per sheet: a sheet per page compiled all of them again for each page,
 * about a quarter of a render's CPU (`pnpm bench product-pages`). Shared, each page's <style>
 * holds the rules of the pages rendered before it too, a few variants more (another product's
 * colour swatch, a sold-out badge) under class names this page does not use: the same CSS for
 * each element, and no mismatch, as the browser's code injects its own rules (styleTag.ts).
 * Their variants are the theme's and the palette's, so it stays small; past `SHEET_MAX_CHARS`
 * (a catalogue of many custom colours) it starts again.
 */
const SHEET_MAX_CHARS = 256 * 1024;
let sheet = new ServerStyleSheet();
let written = { sheet, rules: -1, tag: '' };

/**
 * The <style> tag of the sheet a page used, made again only when a page added rules to it (a
 * server's sheet only ever adds them; writing it out each time cost nearly a millisecond).
 */
function styleTag(used: ServerStyleSheet): string {
  const rules = used.instance.getTag().tag.length;
  if (used !== written.sheet || rules !== written.rules) {
    written = { sheet: used, rules, tag: frameStyleTag(used) };
  }
  if (used === sheet && written.tag.length > SHEET_MAX_CHARS) sheet = new ServerStyleSheet();
  return written.tag;
}

/**
 * The product page's route modules, loaded on the first render: every address this renders
 * matches the same routes, and matching and importing again cost a millisecond a page.
 */
let modules: Promise<unknown> | undefined;

/**
 * The product page at `url` (path and query) as a guest's first render shows it, from the same
 * components the browser hydrates it with: the shop's layout, the product's title, price,
 * picture, sizes and description. The reviews render as loading and "More from" as nothing, as
 * in the browser's first render.
 */
export async function renderProductPage(url: string, product: Product): Promise<ServedPage> {
  const data = {
    [unstable_serialize(apiKeys.session())]: null,
    [unstable_serialize(apiKeys.product(product._id))]: product,
  };
  modules ??= loadMatchedModules(matchRoutes(APP_ROUTES, url, basename) ?? []).catch((error) => {
    modules = undefined; // a failed load is tried again by the next page, not kept
    throw error;
  });
  await modules;
  // A page started before the sheet starts again finishes with the one it started with.
  const used = sheet;
  const app = used.collectStyles(
    <ShellApp config={config} client={client} fallback={data}>
      <StaticRouter location={url} basename={basename}>
        <AppFrame />
      </StaticRouter>
    </ShellApp>,
  );
  const html = await renderWhole(app);
  const markup = leadingLinksEnd(html);
  return {
    preloads: html.slice(0, markup),
    root: html.slice(markup),
    styles: styleTag(used),
    data,
  };
}

/** Where the <link> elements React writes before a page's markup (its preloads) end. */
function leadingLinksEnd(html: string): number {
  let end = 0;
  while (html.startsWith('<link', end)) {
    const close = html.indexOf('>', end);
    if (close < 0) break;
    end = close + 1;
  }
  return end;
}
