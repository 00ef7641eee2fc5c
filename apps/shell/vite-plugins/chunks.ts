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

const endsWith = (id: string, file: string) => id.replace(/\\/g, '/').endsWith(file);

/**
 * How the shell's code is cut into files (rolldown's output.codeSplitting), with the route
 * table's first-visit pages (`pages`, source files in the table's order):
 * - `react` and `vendor`: the framework, two files that change only with an upgrade (two, so
 *   the browser compiles them in two shorter tasks);
 * - `start`: what the entry's last stage (src/start.tsx) imports statically, the layouts at the
 *   top of src/pages included, which nearly every visit starts in;
 * - a file per first-visit page with what it needs beyond that, what it shares with the pages
 *   after it included: the home page's carries the product cards the listing shows too;
 * - everything else as the bundler splits it by the lazy routes and dialogs.
 */
export function codeSplitting(pages: readonly string[]): Rolldown.CodeSplittingOptions {
  return {
    groups: [
      // With Vite's helper for dynamic imports, which the entry needs before its first stage
      // (React) and start-up's lazy routes call too: in `start`, the entry would import that
      // file, and evaluate everything at once.
      {
        name: 'react',
        test: (id: string) => REACT.test(id) || id.includes('vite/preload-helper'),
        priority: pages.length + 3,
      },
      { name: 'vendor', test: VENDOR, priority: pages.length + 2 },
      // src/start.tsx and everything it imports statically.
      { name: 'start', test: /[\\/]src[\\/]start\.tsx$/, priority: pages.length + 1 },
      ...pages.map((file, index) => ({
        name: file.replace(/^.*\//, '').replace(/\.tsx$/, ''),
        test: (id: string) => endsWith(id, file),
        priority: pages.length - index,
      })),
    ],
  };
}
