import { type ApiClient, productIdFromSlug } from '@atelier/api-client';
import {
  type PreloadedRead,
  preloadBestSellers,
  preloadFeatures,
  preloadProduct,
  preloadProductListing,
} from '@atelier/api-client/swr';
import type { RouteMap } from '@atelier/shop-ui';
import { listingStateFromParams, listingTitle } from '@atelier/shop-ui/screens';

/** What a page's title and start-up reads know of its address. */
export interface PageAddress {
  /** The path's parameters (`:slug` in 'product/:slug'). */
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/** One page of the site: everything else (router, guard, titles, frames, chunks) reads it here. */
export interface PageEntry {
  /** Its path under the section ('home'), with parameters where it has them ('product/:slug'). */
  path: string;
  /** Its module under src/pages, without '.tsx': a chunk of its own, loaded when first shown. */
  module: string;
  /** Its name in shop-ui's route map, when screens link to it. */
  name?: keyof RouteMap;
  /** The document title's page part ('Men' in 'Men · Atelier'); none where the page names itself. */
  title?: string | ((address: PageAddress) => string);
  /** Who else may open it (spec section 2): `guest` anyone, `signed-out` guests only. */
  access?: 'guest' | 'signed-out';
  /** What a first visit to the page reads before anything renders; its hooks take the answers. */
  reads?: (client: ApiClient, address: PageAddress) => StartupRead[];
  /** Whether the build writes its frame (layout around a skeleton) into its own HTML (section's). */
  prerender?: boolean;
}

/** A start-up read, and the page's largest picture in its answer. */
export interface StartupRead<Data = unknown> extends PreloadedRead<Data> {
  picture?(answer: Data): string | undefined;
}

const withPicture = <Data>(
  read: PreloadedRead<Data>,
  picture: (answer: Data) => string | undefined,
): StartupRead<Data> => ({ ...read, picture });

/** Pages that share a layout. */
export interface SectionEntry {
  /** Where its pages live ('/shop'); none for pages at paths of their own (the status pages). */
  path?: string;
  /** The layout's module under src/pages. */
  layout: string;
  /** Whose pages they are: admins are kept out of `shopper` sections, the others out of `admin`. */
  role?: 'shopper' | 'admin';
  /** The page the section's own path opens. */
  index?: string;
  /** Whether its pages' frames are prerendered, unless a page says otherwise. */
  prerender?: boolean;
  pages: readonly PageEntry[];
}

/** The listing's first request at an address: every filter it names (the listing's own reading). */
const listingQuery = (search: URLSearchParams) => {
  const { sortBy, ...filters } = listingStateFromParams(search);
  return { filters, sortBy };
};

/** The route table of spec section 2: a page is an entry here and its module in src/pages. */
export const SECTIONS: readonly SectionEntry[] = [
  {
    path: '/auth',
    layout: 'auth/AuthSection',
    index: 'login',
    prerender: true,
    pages: [
      {
        path: 'login',
        module: 'auth/LoginPage',
        name: 'login',
        title: 'Sign in',
        access: 'signed-out',
      },
      {
        path: 'register',
        module: 'auth/RegisterPage',
        name: 'register',
        title: 'Create account',
        access: 'signed-out',
      },
      {
        path: 'verify-otp',
        module: 'auth/VerifyOtpPage',
        name: 'verifyOtp',
        title: 'Verify your email',
        access: 'guest',
      },
      {
        path: 'forgot-password',
        module: 'auth/ForgotPasswordPage',
        name: 'forgotPassword',
        title: 'Forgot password',
        access: 'guest',
      },
      {
        path: 'reset-password',
        module: 'auth/ResetPasswordPage',
        name: 'resetPassword',
        title: 'Reset password',
        access: 'guest',
      },
    ],
  },
  {
    path: '/shop',
    layout: 'ShopSection',
    role: 'shopper',
    index: 'home',
    prerender: true,
    pages: [
      {
        path: 'home',
        module: 'shop/HomePage',
        name: 'home',
        title: 'Home',
        access: 'guest',
        // The carousel's first banner is the page's largest picture.
        reads: (client) => [
          preloadBestSellers(client),
          withPicture(preloadFeatures(client), (images) => images[0]?.image),
        ],
      },
      {
        path: 'listing',
        module: 'shop/ListingPage',
        name: 'listing',
        title: ({ search }) => listingTitle(listingStateFromParams(search)),
        access: 'guest',
        reads: (client, { search }) => [
          withPicture(
            preloadProductListing(client, listingQuery(search)),
            (page) => page.data[0]?.image,
          ),
        ],
      },
      {
        path: 'product/:slug',
        module: 'shop/ProductPage',
        name: 'product',
        // None here: the page names itself from the product once it is here (its exact title,
        // which the address only approximates), and the server's head names it before that.
        access: 'guest',
        reads: (client, { params }) => {
          const id = productIdFromSlug(params.slug);
          return id ? [withPicture(preloadProduct(client, id), (product) => product.image)] : [];
        },
      },
      {
        path: 'search',
        module: 'shop/SearchPage',
        name: 'search',
        title: ({ search }) =>
          search.get('keyword') ? `Search: ${search.get('keyword')}` : 'Search',
        access: 'guest',
      },
      { path: 'checkout', module: 'shop/CheckoutPage', name: 'checkout', title: 'Checkout' },
      { path: 'account', module: 'shop/AccountPage', name: 'account', title: 'My Account' },
      {
        path: 'payment-success',
        module: 'shop/PaymentSuccessPage',
        name: 'paymentSuccess',
        title: 'Order placed',
        access: 'guest',
      },
    ],
  },
  {
    path: '/admin',
    layout: 'admin/AdminSection',
    role: 'admin',
    index: 'dashboard',
    // The back office's layout names its own pages.
    pages: [
      { path: 'dashboard', module: 'admin/DashboardPage', name: 'adminDashboard' },
      { path: 'products', module: 'admin/ProductsPage', name: 'adminProducts' },
      { path: 'orders', module: 'admin/OrdersPage', name: 'adminOrders' },
      { path: 'features', module: 'admin/FeaturesPage', name: 'adminFeatures' },
      { path: 'customers', module: 'admin/CustomersPage', name: 'adminCustomers' },
      { path: 'customers/:id', module: 'admin/CustomerPage', name: 'adminCustomer' },
    ],
  },
  {
    // The status pages sit in the shop's frame: its navigation is the way on.
    layout: 'ShopSection',
    pages: [
      { path: '/unauth-page', module: 'UnauthPage', name: 'unauthorized', title: 'Access denied' },
      { path: '*', module: 'NotFoundPage', title: 'Page not found' },
    ],
  },
];

/** A page's full path ('/shop/home'). */
export const fullPath = (section: SectionEntry, page: PageEntry) =>
  section.path ? `${section.path}/${page.path}` : page.path;

/** Every page with its section. */
export const PAGES = SECTIONS.flatMap((section) =>
  section.pages.map((page) => ({ section, page })),
);

/** shop-ui's route map, from the table: the screens link to the paths the shell serves. */
export const ROUTE_MAP = Object.freeze(
  Object.fromEntries([
    ['root', '/'],
    ...PAGES.flatMap(({ section, page }) =>
      page.name ? [[page.name, fullPath(section, page)]] : [],
    ),
  ]),
) as Readonly<RouteMap>;
