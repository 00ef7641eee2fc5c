import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import {
  artifact,
  login,
  pageSettled,
  pathIs,
  productsOf,
  SHOPPER,
  shopForThisFile,
} from './support/session';

/**
 * Every shop and auth route, for a guest and for a signed-in shopper: no page scrolls sideways
 * at 320 px, and each is photographed at a phone's and a desktop's size into e2e/artifacts
 * (kept out of git; look at them after a run).
 */
const shop = shopForThisFile();

const NARROWEST = { width: 320, height: 640 };
const SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const;

interface Route {
  name: string;
  path: string;
  /** Brings the page into the state to look at (an open sheet, a tab). */
  prepare?: (page: Page) => Promise<void>;
}

const GUEST_ROUTES: Route[] = [
  { name: 'home', path: '/shop/home' },
  { name: 'listing', path: '/shop/listing' },
  { name: 'listing-men', path: '/shop/listing?category=men&brand=nike' },
  {
    name: 'listing-filters-sheet',
    path: '/shop/listing?category=women',
    prepare: async (page) => {
      const open = page.getByRole('button', { name: /^Filters/ });
      if (await open.isVisible()) {
        await open.click();
        await page.getByRole('dialog', { name: 'Filters' }).waitFor();
      }
    },
  },
  {
    name: 'product-dialog',
    path: '/shop/listing?category=kids',
    prepare: async (page) => {
      await page.getByRole('grid', { name: 'Products' }).getByRole('img').first().click();
      await page.getByRole('dialog').getByRole('button', { name: 'Add to cart' }).waitFor();
    },
  },
  { name: 'search', path: '/shop/search?keyword=jacket' },
  { name: 'payment-success', path: '/shop/payment-success' },
  { name: 'login', path: '/auth/login' },
  { name: 'register', path: '/auth/register' },
  { name: 'verify-otp', path: '/auth/verify-otp?email=new.shopper%40atelier.test' },
  { name: 'forgot-password', path: '/auth/forgot-password' },
  { name: 'reset-password', path: '/auth/reset-password?token=abc' },
  { name: 'reset-password-invalid', path: '/auth/reset-password' },
];

const SHOPPER_ROUTES: Route[] = [
  { name: 'home', path: '/shop/home' },
  { name: 'listing', path: '/shop/listing?category=men' },
  { name: 'search', path: '/shop/search?keyword=jeans' },
  {
    name: 'cart-sheet',
    path: '/shop/home',
    prepare: async (page) => {
      await page.getByRole('button', { name: /^Cart, / }).click();
      await page
        .getByRole('dialog', { name: 'Your Cart' })
        .getByRole('button', { name: 'Checkout' })
        .waitFor();
    },
  },
  { name: 'checkout', path: '/shop/checkout' },
  { name: 'account-orders', path: '/shop/account' },
  {
    name: 'account-wishlist',
    path: '/shop/account',
    prepare: async (page) => {
      await page.getByRole('tab', { name: 'Wishlist' }).click();
      await page.getByRole('tab', { name: 'Wishlist', selected: true }).waitFor();
    },
  },
  {
    name: 'account-address',
    path: '/shop/account',
    prepare: async (page) => {
      await page.getByRole('tab', { name: 'Address' }).click();
      await page.getByRole('button', { name: 'Add New Address' }).waitFor();
    },
  },
  { name: 'payment-success', path: '/shop/payment-success' },
  { name: 'unauthorised', path: '/unauth-page' },
  { name: 'not-found', path: '/shop/no-such-page' },
];

async function open(page: Page, route: Route) {
  await page.goto(route.path);
  await pageSettled(page);
  if (route.prepare) {
    await route.prepare(page);
    await pageSettled(page);
  }
  // Sheets and dialogs animate in; measure and photograph them at rest.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running'),
  );
}

async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
}

async function checkRoutes(page: Page, who: string, routes: Route[]) {
  const wide: string[] = [];
  for (const route of routes) {
    await page.setViewportSize(NARROWEST);
    await open(page, route);
    const { scrollWidth, innerWidth } = await sidewaysOverflow(page);
    if (scrollWidth > innerWidth) wide.push(`${route.name}: ${scrollWidth}px in ${innerWidth}px`);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await open(page, route);
      await page.screenshot({
        path: artifact(`${who}-${route.name}-${size.width}x${size.height}`),
        // An open sheet or dialog is seen as the screen shows it; a page as a whole.
        fullPage: !route.prepare,
      });
    }
  }
  return wide;
}

describe('every shop and auth page fits the screen', () => {
  // Three loads of every route: longer than a journey.
  it('for a guest: nothing scrolls sideways at 320 px', { timeout: 300_000 }, async () => {
    const page = await shop.newPage(NARROWEST);
    expect(await checkRoutes(page, 'guest', GUEST_ROUTES)).toEqual([]);
  });

  it('for a signed-in shopper: nothing scrolls sideways at 320 px', {
    timeout: 300_000,
  }, async () => {
    const page = await shop.newPage(NARROWEST);
    await login(page, SHOPPER);
    await page.waitForURL(pathIs('/shop/home'));
    await fillCartAndWishlist(page);
    // One of the shopper's orders, so the success page shows its summary too.
    const routes = [
      ...SHOPPER_ROUTES,
      { name: 'payment-success-order', path: await latestOrderPath(page) },
    ];
    expect(await checkRoutes(page, 'shopper', routes)).toEqual([]);
  });
});

/** The success page of the shopper's newest order, read through the shell's own API proxy. */
async function latestOrderPath(page: Page): Promise<string> {
  const id = await page.evaluate(async () => {
    const user = JSON.parse(localStorage.getItem('user') ?? '{}') as { id?: string };
    const response = await fetch(`/api/shop/order/list/${user.id}`, { credentials: 'include' });
    const { data } = (await response.json()) as { data: Array<{ _id: string }> };
    return data[0]?._id ?? '';
  });
  return `/shop/payment-success?orderId=${id}`;
}

/** Two cart lines and a wishlist entry, so the cart, checkout and wishlist show content. */
async function fillCartAndWishlist(page: Page) {
  const products = await productsOf(shop.stack(), 'women');
  const picks = products
    .map((product) => ({ product, size: product.sizes.find((entry) => entry.stock > 0) }))
    .filter((pick) => pick.size)
    .slice(0, 2);
  await page.evaluate(
    async (lines) => {
      const user = JSON.parse(localStorage.getItem('user') ?? '{}') as { id: string };
      const send = (path: string, body: object) =>
        fetch(path, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ userId: user.id, ...body }),
        });
      for (const line of lines) {
        await send('/api/shop/cart/add', { ...line, quantity: 1 });
        await send('/api/shop/wishlist/add', { productId: line.productId });
      }
    },
    picks.map((pick) => ({ productId: pick.product._id, selectedSize: pick.size?.size })),
  );
}
