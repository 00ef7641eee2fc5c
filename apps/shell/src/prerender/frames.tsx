// Built for Node beside the server renderer (vite-plugins/ssrBuild.ts) and run at build time by
// vite-plugins/routeTable.ts; never shipped to browsers.
import { createApiClient } from '@atelier/api-client';
import { NavigationProvider } from '@atelier/shop-ui';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { readConfig } from '../config';
import { PageSkeleton } from '../PageSkeleton';
import { loadModule } from '../routes';
import { fullPath, PAGES, ROUTE_MAP } from '../routeTable';
import { ShellApp } from '../ShellApp';
import { frameStyleTag } from './styleTag';

export interface RenderedFrame {
  /** Where it is served: `<path>/index.html`, '' for the site's index.html. */
  path: string;
  /** The markup for #root. */
  html: string;
  /** The frame's rules, as a <style> tag for <head> (see frameStyleTag). */
  styles: string;
  /** Source files (under apps/shell/src) of the layout and page chunks it preloads. */
  files: string[];
}

/** Never called: rendering sends no request (SWR only fetches in effects). */
const client = createApiClient({ baseURL: '' });

/** Renders `layout` around the page skeleton at `path`, with the session unknown. */
async function render(path: string, layout: string | null, files: string[]) {
  const Layout = layout ? (await loadModule(layout)).default : null;
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <ShellApp config={readConfig({})} client={client}>
          <MemoryRouter initialEntries={[path]}>
            <NavigationProvider navigate={() => {}} routes={ROUTE_MAP}>
              {Layout ? (
                <Routes>
                  <Route element={<Layout />}>
                    <Route path="*" element={<PageSkeleton />} />
                  </Route>
                </Routes>
              ) : (
                <PageSkeleton />
              )}
            </NavigationProvider>
          </MemoryRouter>
        </ShellApp>,
      ),
    );
    return { path, html, styles: frameStyleTag(sheet), files };
  } finally {
    sheet.seal();
  }
}

/** Where a page's frame is written: its path up to its first parameter ('/shop/product'). */
export const framePath = (path: string) => path.split('/:')[0] || '/';

/**
 * The frames the build writes: each page the route table prerenders, in its layout; and for the
 * site's index.html, which a static host's SPA fallback serves at any path, the skeleton alone.
 */
export function renderFrames(): Promise<RenderedFrame[]> {
  return Promise.all([
    render('/', null, []),
    ...PAGES.filter(({ section, page }) => page.prerender ?? section.prerender).map(
      ({ section, page }) =>
        render(framePath(fullPath(section, page)), section.layout, [
          `pages/${section.layout}.tsx`,
          `pages/${page.module}.tsx`,
        ]),
    ),
  ]);
}
