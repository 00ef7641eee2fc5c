import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, defaultClientConditions } from 'vite';
import {
  codePlugins,
  PRODUCTION_ROUTER,
  SOURCE_CONDITION,
} from '../../apps/shell/vite-plugins/index.ts';
import { type Figure, kib } from './figures.ts';

const SHELL = resolve(import.meta.dirname, '../../apps/shell');

/**
 * A small app: React, React Router in declarative mode (as the shell routes) and
 * styled-components' theme around what it imports.
 */
const app = (imports: string, element: string) => `
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from '@atelier/shop-ui';
${imports}
createRoot(document.getElementById('root')).render(
  <BrowserRouter><ThemeProvider>${element}</ThemeProvider></BrowserRouter>,
);
`;

const CASES: Record<string, string> = {
  'React + router + styled-components + theme': app('', '<p>Atelier</p>'),
  // What React Router's data mode (createBrowserRouter) would cost the shell instead.
  'the same with data-mode routing': `
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from '@atelier/shop-ui';
const router = createBrowserRouter([{ path: '*', element: <p>Atelier</p> }]);
createRoot(document.getElementById('root')).render(
  <ThemeProvider><RouterProvider router={router} /></ThemeProvider>,
);
`,
  'Button only': app(`import { Button } from '@atelier/shop-ui';`, '<Button>Buy</Button>'),
  'theme + Toast': app(
    `import { ToastProvider } from '@atelier/shop-ui';`,
    '<ToastProvider><p>Atelier</p></ToastProvider>',
  ),
  LoginScreen: app(`import { LoginScreen } from '@atelier/shop-ui/screens';`, '<LoginScreen />'),
  ListingScreen: app(
    `import { ListingScreen } from '@atelier/shop-ui/screens';`,
    '<ListingScreen searchParams={new URLSearchParams()} onSearchParamsChange={() => {}} />',
  ),
  CheckoutScreen: app(
    `import { CheckoutScreen } from '@atelier/shop-ui/screens';`,
    '<CheckoutScreen paymentKeyId="key" />',
  ),
  everything: app(
    `import * as system from '@atelier/shop-ui';
import * as screens from '@atelier/shop-ui/screens';
console.log(system, screens);`,
    '<p>Atelier</p>',
  ),
};

/**
 * What an app pays for importing parts of @atelier/shop-ui: small apps (React, react-dom, the
 * router, styled-components and the theme included) built from source the way the shell is
 * (same resolve conditions and code plugins), minified; every chunk counted, gzip -9.
 */
export async function bundleFigures(): Promise<Figure[]> {
  // Inside the shell, so the app resolves the packages exactly as the shell does.
  const work = mkdtempSync(join(SHELL, '.bench-bundle-'));
  const figures: Figure[] = [];
  let base = 0;
  try {
    for (const [name, source] of Object.entries(CASES)) {
      writeFileSync(
        join(work, 'index.html'),
        '<div id="root"></div><script type="module" src="./entry.tsx"></script>',
      );
      writeFileSync(join(work, 'entry.tsx'), source);
      const outDir = join(work, 'out');
      await build({
        root: work,
        configFile: false,
        mode: 'production',
        logLevel: 'silent',
        resolve: {
          conditions: [SOURCE_CONDITION, ...defaultClientConditions],
          alias: PRODUCTION_ROUTER,
        },
        plugins: [codePlugins()],
        build: { outDir, emptyOutDir: true, minify: true },
      });
      const files = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
      const bytes = files.map((file) => readFileSync(join(outDir, 'assets', file)));
      const raw = bytes.reduce((sum, b) => sum + b.length, 0);
      const gzip = bytes.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0);
      if (!base) base = gzip;
      figures.push({
        group: 'bundle',
        name,
        value: kib(gzip),
        unit: 'KiB',
        note: `${kib(raw).toFixed(1)} KiB minified in ${files.length} chunks${
          gzip === base ? '' : `; +${kib(gzip - base).toFixed(1)} KiB over the bare app`
        }`,
      });
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return figures;
}
