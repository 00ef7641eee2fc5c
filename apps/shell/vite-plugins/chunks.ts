import type { Rolldown } from 'vite';

const SEP = String.raw`[\\/]`;
const PACKAGE = `node_modules${SEP}(?:\\.pnpm${SEP}[^\\\\/]+${SEP}node_modules${SEP})?`;
const packages = (names: string[]) => new RegExp(`${PACKAGE}(${names.join('|')})${SEP}`);

/**
 * React itself, apart from the rest of the framework: the browser compiles each file in a task of
 * its own on the main thread, and one 300 KB file took a 212 ms task on a 4x-throttled phone.
 */
const REACT = packages(['react', 'react-dom', 'scheduler']);

/** The other libraries every page runs, which change only with an upgrade. */
const VENDOR = packages([
  'react-router',
  'react-router-dom',
  'cookie',
  'set-cookie-parser',
  'swr',
  'use-sync-external-store',
  'dequal',
  'styled-components',
  'stylis',
  '@emotion[\\\\/][^\\\\/]+',
  'shallowequal',
  'tslib',
  'redaxios',
]);

/** The product cards and their quick add, which home, the listing and search all show. */
const CARDS = new RegExp(
  `shop-ui${SEP}src${SEP}(features${SEP}(catalog${SEP}(ConnectedProductGrid|ProductGridSkeleton|ProductCard|ProductGrid)|cart${SEP}quickAdd)|primitives${SEP}(EmptyState|VisuallyHidden)|theme${SEP}useMediaQuery|features${SEP}catalog${SEP}productColumns)`,
);

/**
 * A product's price and badge, which the cards and a product's own page both show: with the
 * shop's layout in `start` (about 1 KiB of gzip) rather than in `cards`, which a product page
 * opened from a link would otherwise load whole for them (6.6 KiB; issue 36).
 */
const PRICE_AND_BADGE = new RegExp(
  `shop-ui${SEP}src${SEP}(primitives${SEP}Badge|features${SEP}shared${SEP}ProductPrice)${SEP}`,
);

/**
 * How the code is cut into files (rolldown's output.codeSplitting): the framework in two files
 * that change only with an upgrade; `start`, what src/start.tsx imports statically (with the
 * shop's layout); the product cards in one file rather than ten; the rest as the bundler splits
 * it along the route table's lazy pages and the dialogs.
 */
export const CODE_SPLITTING: Rolldown.CodeSplittingOptions = {
  groups: [
    // With Vite's helper for dynamic imports, which the entry needs before its first stage
    // (src/main.tsx): in `start`, the entry would import that file and evaluate it all at once.
    {
      name: 'react',
      test: (id: string) => REACT.test(id) || id.includes('vite/preload-helper'),
      priority: 4,
    },
    { name: 'vendor', test: VENDOR, priority: 3 },
    {
      name: 'start',
      test: (id: string) => /[\\/]src[\\/]start\.tsx$/.test(id) || PRICE_AND_BADGE.test(id),
      priority: 2,
    },
    { name: 'cards', test: CARDS, includeDependenciesRecursively: false, priority: 1 },
  ],
};
