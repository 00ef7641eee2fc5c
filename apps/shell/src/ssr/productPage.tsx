// The server's product pages (issue 36), built with `vite build --ssr` into dist/ssr
// (vite-plugins/ssrBuild.ts) and imported by the reference server; never shipped to browsers.
import { createApiClient, type Product } from '@atelier/api-client';
import { apiKeys } from '@atelier/api-client/swr';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { unstable_serialize } from 'swr';
import { AppFrame } from '../AppFrame';
import { readConfig } from '../config';
import { frameStyleTag } from '../prerender/styleTag';
import { APP_ROUTES, loadMatchedModules } from '../routes';
import { ShellApp } from '../ShellApp';

export { SERVED_DATA_ID } from './servedData';

export interface ServedPage {
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
  await loadMatchedModules(matchRoutes(APP_ROUTES, url, basename) ?? []);
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <ShellApp config={config} client={client} fallback={data}>
          <StaticRouter location={url} basename={basename}>
            <AppFrame />
          </StaticRouter>
        </ShellApp>,
      ),
      // One piece: React would otherwise move a large part to the end of the document, shown
      // by an inline script, which the shell's CSP blocks and a reader without scripts lacks.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    let root = '';
    for await (const chunk of prelude) root += chunk;
    return { root, styles: frameStyleTag(sheet), data };
  } finally {
    sheet.seal();
  }
}
