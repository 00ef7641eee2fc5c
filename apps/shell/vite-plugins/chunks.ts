import type { Rolldown } from 'vite';

const SEP = String.raw`[\\/]`;
const PACKAGE = `node_modules${SEP}(?:\\.pnpm${SEP}[^\\\\/]+${SEP}node_modules${SEP})?`;
const packages = (names: string[]) => new RegExp(`${PACKAGE}(${names.join('|')})${SEP}`);

/** React apart from the other libraries: one 300 KB file was a 212 ms task on a slow phone. */
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

/** A product's price and badge, in `start`: a product page would otherwise load all of `cards`. */
const PRICE_AND_BADGE = new RegExp(
  `shop-ui${SEP}src${SEP}(primitives${SEP}Badge|features${SEP}shared${SEP}ProductPrice)${SEP}`,
);

/**
 * How the code is cut into files (rolldown's output.codeSplitting): the framework in two files
 * that change only with an upgrade, `start` (what src/start.tsx imports), the product cards in
 * one file; the rest as the bundler splits it along the lazy routes and dialogs.
 */
export const CODE_SPLITTING: Rolldown.CodeSplittingOptions = {
  groups: [
    // With Vite's helper for dynamic imports, which the entry needs before its first stage.
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
