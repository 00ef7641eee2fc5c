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
 * One sheet for every page this process renders: a sheet compiles each component's rules once,
 * and a sheet per page cost a quarter of a render's CPU. Each page's <style> then also holds
 * rules of pages before it (another product's swatch colour), which are harmless; past
 * `SHEET_MAX_CHARS` it starts again.
 */
const SHEET_MAX_CHARS = 256 * 1024;
let sheet = new ServerStyleSheet();
let written = { sheet, rules: -1, tag: '' };

/** The <style> tag of the sheet a page used, written again only when a page added rules. */
function styleTag(used: ServerStyleSheet): string {
  const rules = used.instance.getTag().tag.length;
  if (used !== written.sheet || rules !== written.rules) {
    written = { sheet: used, rules, tag: frameStyleTag(used) };
  }
  if (used === sheet && written.tag.length > SHEET_MAX_CHARS) sheet = new ServerStyleSheet();
  return written.tag;
}

/** The product page's route modules, loaded once: every address here matches the same routes. */
let modules: Promise<unknown> | undefined;

/**
 * The product page at `url` (path and query) as a guest's first render shows it, from the same
 * components the browser hydrates it with (reviews loading, "More from" empty).
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
