// Server-renders every screen of the built packages the way a team's Node server loads them:
// once through ESM `import` and once through CommonJS `require` (each with its own copies of
// swr and styled-components), rendered whole, lazy parts included, as the README's streaming
// recipe renders. What a server already knows goes in as SWR fallback data (the session and the
// feature images, from the demo data); the rest renders its loading state, as SWR reads only in
// effects. A screen fails when rendering throws, when React reports an error (a boundary left to
// the client), when its own words are missing, or when no styles were collected.
// Run after `pnpm build`, as part of `pnpm test:packages`.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const React = require('react');
const { prerenderToNodeStream } = require('react-dom/static');
const h = React.createElement;

const FORMATS = {
  esm: (specifier) => import(specifier),
  cjs: async (specifier) => require(specifier),
};

/** Everything a server needs, all loaded in one module format. */
async function load(format) {
  const get = FORMATS[format];
  const names = {
    api: '@atelier/api-client',
    swr: '@atelier/api-client/swr',
    demo: '@atelier/api-client/demo-data',
    ui: '@atelier/shop-ui',
    screens: '@atelier/shop-ui/screens',
    admin: '@atelier/admin-ui',
    styled: 'styled-components',
    useSwr: 'swr',
  };
  const modules = await Promise.all(Object.values(names).map(get));
  return Object.fromEntries(Object.keys(names).map((key, index) => [key, modules[index]]));
}

/** The page's HTML once every lazy part is in, and what React reported on the way. */
async function render(element) {
  const errors = [];
  const { prelude } = await prerenderToNodeStream(element, {
    onError(error) {
      errors.push(error);
    },
  });
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return { html, errors };
}

/** Each screen in its layout, with the words that show it rendered (spec section 2). */
function cases(m) {
  const { screens: s, admin: a } = m;
  const shop = (screen) => h(s.ShopLayout, null, screen);
  const auth = (screen) => h(s.AuthLayout, null, screen);
  const adminPage = (screen) => h(a.AdminLayout, null, screen);
  const listing = (query) =>
    h(s.ListingScreen, {
      searchParams: new URLSearchParams(query),
      onSearchParamsChange: () => {},
    });
  return [
    ['home', 'guest', shop(h(s.HomeScreen)), ['Shop by category', 'alt="Featured collection 1"']],
    [
      'listing',
      'guest',
      shop(listing('category=men')),
      // The filter column loads lazily: a render that did not wait for it has no Brand group.
      [/<h1[^>]*>Men<\/h1>/, 'Remove filter Men', 'Brand'],
    ],
    ['search', 'guest', shop(h(s.SearchScreen, { keyword: 'jeans' })), ['Search Products']],
    ['checkout', 'shopper', shop(h(s.CheckoutScreen)), [/<h1[^>]*>Checkout<\/h1>/]],
    ['account', 'shopper', shop(h(s.AccountScreen)), [/role="tab"[^>]*>Wishlist</]],
    ['payment success', 'guest', shop(h(s.PaymentSuccessPage)), ['Order is successfull!']],
    ['not found', 'guest', shop(h(s.NotFoundPage)), ['Page not found']],
    ['unauthorised', 'guest', shop(h(s.UnauthPage)), ['Access denied']],
    ['login', 'guest', auth(h(s.LoginScreen)), ['Sign in to your account']],
    ['register', 'guest', auth(h(s.RegisterScreen)), ['Create new account']],
    ['verify-otp', 'guest', auth(h(s.VerifyOtpScreen, { email: 'a@b.co' })), ['OTP Code']],
    ['forgot-password', 'guest', auth(h(s.ForgotPasswordScreen)), ['Send Reset Link']],
    [
      'reset-password',
      'guest',
      auth(h(s.ResetPasswordScreen, { token: 't' })),
      ['Enter your new password below.'],
    ],
    ['reset without token', 'guest', auth(h(s.ResetPasswordScreen)), ['Invalid Reset Link']],
    ['admin dashboard', 'admin', adminPage(h(a.DashboardScreen)), [/<h1[^>]*>Dashboard<\/h1>/]],
    ['admin products', 'admin', adminPage(h(a.ProductsScreen)), ['Add New Product']],
    [
      'admin orders',
      'admin',
      adminPage(
        h(a.OrdersScreen, { searchParams: new URLSearchParams(), onSearchParamsChange() {} }),
      ),
      [/<h1[^>]*>Orders<\/h1>/],
    ],
    ['admin features', 'admin', adminPage(h(a.FeaturesScreen)), [/<h1[^>]*>Feature Images<\/h1>/]],
    ['admin customers', 'admin', adminPage(h(a.CustomersScreen)), [/<h1[^>]*>Customers<\/h1>/]],
    [
      'admin customer',
      'admin',
      adminPage(h(a.CustomerScreen, { customerId: 'c1' })),
      ['aria-busy'],
    ],
  ];
}

/** What the server knows before it renders, as SWR fallback data: who is signed in, the banners. */
function fallback(m, session) {
  const key = (apiKey) => m.useSwr.unstable_serialize(apiKey);
  const users = { guest: null, shopper: m.demo.DEMO_USERS.shopper, admin: m.demo.DEMO_USERS.admin };
  const user = users[session];
  return {
    [key(m.swr.apiKeys.session())]: user && m.demo.publicUser(user),
    [key(m.swr.apiKeys.features())]: m.demo.buildDemoSeed().featureImages,
  };
}

async function checkFormat(format) {
  const m = await load(format);
  // SWR fetches only in effects: no request leaves a server render.
  const client = m.api.createApiClient({ baseURL: 'http://localhost:0' });
  const failures = [];
  const all = cases(m);
  for (const [name, session, screen, words] of all) {
    const sheet = new m.styled.ServerStyleSheet();
    const app = h(
      m.ui.ThemeProvider,
      null,
      h(
        m.ui.NavigationProvider,
        { navigate: () => {} },
        h(
          m.ui.ToastProvider,
          null,
          h(m.swr.ApiProvider, { client, swrConfig: { fallback: fallback(m, session) } }, screen),
        ),
      ),
    );
    try {
      const { html, errors } = await render(sheet.collectStyles(app));
      const problems = [
        ...errors.map((error) => `React reported: ${error?.message ?? error}`),
        ...words
          .filter((word) => (typeof word === 'string' ? !html.includes(word) : !word.test(html)))
          .map((word) => `missing ${word}`),
      ];
      if (!sheet.getStyleTags().includes('data-styled')) problems.push('no styles collected');
      if (problems.length > 0) failures.push(`${format} ${name}: ${problems.join('; ')}`);
    } catch (error) {
      // The message and where it was thrown; the rest of the stack is React's.
      failures.push(
        `${format} ${name}: ${error?.stack?.split('\n').slice(0, 2).join(' ') ?? error}`,
      );
    } finally {
      sheet.seal();
    }
  }
  return { failures, count: all.length };
}

const results = [];
for (const format of Object.keys(FORMATS)) results.push(await checkFormat(format));
const failures = results.flatMap((result) => result.failures);
if (failures.length > 0) {
  console.error(`Server rendering failed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `Server rendering: ${results[0].count} screens from the ESM and the CommonJS builds, with data.`,
);
