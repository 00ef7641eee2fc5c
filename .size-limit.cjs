// Bundle-size budgets per entry point: what an app's bundle grows by when it imports these names
// (bundled and minified by esbuild, brotli-compressed). Peer dependencies are the app's own and
// are left out; react-aria-components and redaxios are counted. Each limit sits about 10% above
// the size measured when it was set, so a regression fails `pnpm test:packages`. Run after
// `pnpm build`: `pnpm size`.
const peers = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'styled-components',
  'swr',
  'swr/*',
  'msw',
  'msw/*',
];

const entry = (name, path, imports, limit) => ({
  name,
  path,
  import: imports,
  limit,
  ignore: peers,
});

module.exports = [
  entry(
    'api-client core (createApiClient, ApiError)',
    'packages/api-client/dist/index.js',
    '{ createApiClient, ApiError }',
    '6 kB',
  ),
  entry(
    'api-client/swr (provider + product and cart hooks)',
    'packages/api-client/dist/swr/index.js',
    '{ ApiProvider, useProducts, useCart }',
    '2.5 kB',
  ),
  entry(
    'api-client/admin',
    'packages/api-client/dist/admin/index.js',
    '{ createAdminApi }',
    // 1.7 kB with the order search, customers and CSV calls.
    '1.9 kB',
  ),
  entry('shop-ui: Button alone', 'packages/shop-ui/dist/index.js', '{ Button }', '14.5 kB'),
  entry(
    'shop-ui: providers (theme, navigation, toasts)',
    'packages/shop-ui/dist/index.js',
    '{ ThemeProvider, NavigationProvider, ToastProvider }',
    '17 kB',
  ),
  entry(
    'shop-ui: the listing screen',
    'packages/shop-ui/dist/screens.js',
    '{ ListingScreen }',
    // 72.9 kB with the size, colour and price filters and their counts.
    '80 kB',
  ),
  entry(
    'shop-ui: the checkout screen',
    'packages/shop-ui/dist/screens.js',
    '{ CheckoutScreen }',
    // 51 kB: Delete on an address asks first (a modal dialog, about 6 kB), and the contract's
    // messages now share a chunk with the CSV rules' (about 4 kB; splitting them is to do).
    '56 kB',
  ),
  entry(
    'admin-ui: the orders screen',
    'packages/admin-ui/dist/index.js',
    '{ OrdersScreen }',
    // 93.1 kB with the tick boxes and the bulk bar's selection.
    '100 kB',
  ),
];
