// Rendered at build time in Node (vite-plugins/prerender.ts), never shipped to browsers.
import { createApiClient } from '@atelier/api-client';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { boot } from '../boot';
import { readConfig } from '../config';
import { PageSkeleton } from '../PageSkeleton';
import AuthSection from '../pages/AuthSection';
import ShopSection from '../pages/ShopSection';
import { Providers } from '../providers';
import { routeModules } from '../routeModules';
import { MemoryRouter, Route, Routes } from '../router';

/**
 * The paths that get an HTML file of their own, each showing its layout around the page
 * skeleton. Any other path gets the nearest one up its path (the server looks for
 * `<path>/index.html`, then up to the root `index.html`).
 */
export const FRAME_PATHS = [
  '/',
  '/shop/home',
  '/shop/listing',
  '/shop/search',
  '/shop/checkout',
  '/shop/account',
  '/shop/payment-success',
  '/auth/login',
  '/auth/register',
  '/auth/verify-otp',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/admin',
] as const;

/** Never called: rendering sends no request (SWR only fetches in effects). */
const client = createApiClient({ baseURL: '' });

/** The shop frame for everything but the sign-in pages and the back office. */
const layoutPath = (path: string) => (path === '/' ? '/shop/home' : path);

function Frame() {
  return (
    <Routes>
      <Route path="/shop" element={<ShopSection />}>
        <Route path="*" element={<PageSkeleton />} />
      </Route>
      <Route path="/auth" element={<AuthSection />}>
        <Route path="*" element={<PageSkeleton />} />
      </Route>
      <Route path="*" element={<PageSkeleton />} />
    </Routes>
  );
}

function App({ path, children }: { path: string; children: ReactNode }) {
  return (
    <MemoryRouter path={path}>
      <Providers config={readConfig({})} client={client}>
        {children}
      </Providers>
    </MemoryRouter>
  );
}

export interface RenderedFrame {
  /** The markup for #root. */
  html: string;
  /** The frame's rules, as a <style> tag for <head> (see frameStyleTag). */
  styles: string;
  /** Source files (under apps/shell/src) of the chunks the path renders first. */
  files: string[];
}

/**
 * The frame's rules in a plain <style>, not styled-components' own tag: its first module to run
 * would "rehydrate" that one (read every rule, insert each again through the CSSOM, drop the tag)
 * inside the task that evaluates the app's modules (8.6 ms of its 37 in a profile of a listing's
 * load). The app never hydrates the frame (createRoot replaces it) and injects the rules it
 * renders with itself, under the same class names, so these only have to hold until then.
 */
function frameStyleTag(sheet: ServerStyleSheet): string {
  const css = sheet
    .getStyleTags()
    .replace(/^<style[^>]*>|<\/style>$/g, '')
    // styled-components' bookkeeping for rehydration: which class names each group holds.
    .replace(/data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}/g, '')
    .replace(/\/\*!sc\*\/\n?/g, '');
  return `<style data-frame>${css}</style>`;
}

/** The frame a path shows before the app's code runs: its layout, with the session unknown. */
export function renderFrame(path: string): RenderedFrame {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <App path={layoutPath(path)}>
          <Frame />
        </App>,
      ),
    );
    const files = routeModules(layoutPath(path)).map((module) => module.file);
    return { html, styles: frameStyleTag(sheet), files };
  } finally {
    sheet.seal();
  }
}

/**
 * The API calls start-up (src/boot.ts) makes when a guest opens `path` with no query string, as
 * the URLs it fetches: the frame preloads them, so they are under way while the scripts download
 * instead of after they run.
 */
export async function startupRequests(path: string): Promise<string[]> {
  const urls: string[] = [];
  const client = createApiClient({
    baseURL: readConfig(import.meta.env).apiBaseUrl,
    fetch: (input) => {
      urls.push(String(input));
      // Never answered: only the asking matters here.
      return new Promise(() => {});
    },
  });
  // Only what start-up asks for at once: what waits for the page's load is no preload.
  void boot({ client, storage: null, path, modules: () => [], later: () => {} });
  // The requests start once boot's promise chains have run.
  await new Promise((done) => setTimeout(done, 0));
  return urls;
}
