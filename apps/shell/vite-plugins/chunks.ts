const SEP = String.raw`[\\/]`;
const PACKAGE = `node_modules${SEP}(?:\\.pnpm${SEP}[^\\\\/]+${SEP}node_modules${SEP})?`;
const packages = (names: string[]) => new RegExp(`${PACKAGE}(${names.join('|')})${SEP}`);

/** Libraries every page runs and that change only with an upgrade. */
const VENDOR = packages([
  'react',
  'react-dom',
  'scheduler',
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

const REACT_ARIA = packages([
  'react-aria',
  'react-aria-components',
  'react-stately',
  '@react-aria[\\\\/][^\\\\/]+',
  '@react-stately[\\\\/][^\\\\/]+',
  '@internationalized[\\\\/][^\\\\/]+',
  '@swc[\\\\/]helpers',
  'clsx',
]);
/** shop-ui's building blocks, not its screens. */
const SHOP_UI_BLOCKS = new RegExp(
  `packages${SEP}shop-ui${SEP}src${SEP}(primitives|theme|icons|actions|navigation)${SEP}`,
);
/** The shopper's side of the API client, not the back office's resources and hooks. */
const SHOPPER_API = new RegExp(
  `packages${SEP}api-client${SEP}src${SEP}(contract${SEP}|core${SEP}(?!admin)|swr${SEP}(?!useAdminApi|hooks${SEP}admin|mutations${SEP}admin))`,
);
const UI = (id: string) => REACT_ARIA.test(id) || SHOP_UI_BLOCKS.test(id) || SHOPPER_API.test(id);

/**
 * How the shell's code is cut into files (rolldown's output.codeSplitting). Left to itself,
 * the bundler gives every module shared by two pages a chunk of its own: 36 files, most under
 * 1 KiB, for one page. Here the framework is one chunk that changes only with an upgrade, and
 * the building blocks several pages share are one more; screens stay with their pages, and what
 * loads on first use (dialogs, sheets, the back office) stays apart. Measured with
 * `pnpm bench pages`: /shop/home 199 KiB in 19 files instead of 199 KiB in 38.
 */
export const codeSplitting = {
  groups: [
    { name: 'vendor', test: VENDOR, priority: 2 },
    {
      name: 'ui',
      test: UI,
      priority: 1,
      minShareCount: 2,
      // Only the modules themselves: their dependencies may be screens that load on first use.
      includeDependenciesRecursively: false,
    },
  ],
};
