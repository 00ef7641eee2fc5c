import { formatMoney, productSlug } from '@atelier/api-client';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  pageSettled,
  pathIs,
  productsOf,
  SHOPPER,
  shopForThisFile,
  signIn,
} from './support/session';

/**
 * A guest's cart kept in the browser, carried into the account on sign-in (and on registering,
 * through verify-otp and login), checkout asking them to sign in and bringing them back; and
 * what every page change does for keyboard and screen-reader users.
 */
const shop = shopForThisFile();

/** A product of the category with several sizes in stock, and its first such size. */
async function productWithSizes(category: string) {
  for (const product of await productsOf(shop.stack(), category)) {
    const sizes = product.sizes.filter((size) => size.stock >= 2);
    if (sizes.length >= 2 && sizes[0]) return { product, size: sizes[0].size };
  }
  throw new Error(`No ${category} product with two sizes in stock`);
}

/** Quick add from the listing's card, choosing the size in the picker it opens. */
async function quickAdd(page: Page, category: string) {
  const { product, size } = await productWithSizes(category);
  await page.goto(`/shop/listing?category=${category}`);
  const card = page
    .getByRole('grid', { name: 'Products' })
    .getByRole('row', { name: product.title, exact: true });
  await card.getByRole('button', { name: 'Add to cart' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a size' });
  await picker.getByRole('button', { name: new RegExp(`^Add size ${size}\\b`) }).click();
  await page.getByRole('status').filter({ hasText: 'Product is added to cart' }).waitFor();
  await picker.waitFor({ state: 'detached' });
  return { product, size };
}

/** Cart sheet → Checkout, as a guest: asked to sign in, with the way back to checkout. */
async function checkoutAsGuest(page: Page) {
  await page.getByRole('button', { name: 'Cart, 1 item' }).click();
  const cart = page.getByRole('dialog', { name: 'Your Cart' });
  // By keyboard: the sheet then hands focus back as it closes, which must not win.
  await cart.getByRole('button', { name: 'Checkout' }).focus();
  await page.keyboard.press('Enter');
  await page.getByText('Please login to checkout').waitFor();
  await page.waitForURL(
    (url) =>
      url.pathname === '/auth/login' && url.searchParams.get('redirect') === '/shop/checkout',
  );
  // The sheet's overlay animates out after navigating; the form is usable once it has gone.
  await cart.waitFor({ state: 'detached' });
  // Focus is on the new page's heading, not lost with the sheet's Checkout button.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.textContent))
    .toBe('Sign in to your account');
}

/** Checkout's order review lists this product, merged in from the guest's cart. */
async function expectInCheckout(page: Page, title: string) {
  await page.waitForURL(pathIs('/shop/checkout'));
  const review = page.getByRole('list', { name: 'Items in your order' });
  await review.getByText(title).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('guestCart'))).toBeNull();
}

describe('a guest’s cart', () => {
  it('is kept as a guest, merged into the account on sign-in, and checked out', async () => {
    const page = await shop.newPage({ width: 390, height: 844 });
    const { product, size } = await quickAdd(page, 'men');
    expect(await page.evaluate(() => localStorage.getItem('guestCart'))).toContain(product._id);

    await checkoutAsGuest(page);
    await signIn(page, SHOPPER);
    await expectInCheckout(page, product.title);
    const line = page
      .getByRole('list', { name: 'Items in your order' })
      .getByRole('listitem')
      .filter({ hasText: product.title });
    expect(await line.textContent()).toContain(`Size: ${size}`);
    // After signing in, no announcement points at the Sign In button that has gone.
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.title()).toBe('Checkout · Atelier');

    // A press on the card's text chooses the address; Place Order is on screen on the phone.
    await page.getByRole('article', { name: /Lotus Residency/ }).click();
    await page.getByText('Cash on Delivery').click();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(pathIs('/shop/payment-success'));
    const summary = page.getByRole('region', { name: /^Order number / });
    await summary.waitFor();
    expect(await summary.textContent()).toContain('Cash on delivery');
    // Focus went to the new page's heading, not left on Place Order.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Order is successfull!');
    expect(await page.title()).toBe('Order placed · Atelier');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('opens from a shared link on a static host, and is checked out', async () => {
    const page = await shop.newPage({ width: 390, height: 844 });
    const { product, size } = await productWithSizes('women');
    const link = `/shop/product/${productSlug(product)}`;
    // This stack's shell is a static host (vite preview): the page, titled in the browser. The
    // reference server's own head for this address is checked by its tests (productPages).
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    await expect.poll(() => page.title()).toBe(`${product.title} · Atelier`);
    const own = page.getByRole('region', { name: product.title });
    // The radio's input is visually hidden: a shopper presses its label.
    await own.getByRole('radiogroup', { name: 'Size' }).getByText(size, { exact: true }).click();
    expect(await own.getByRole('radio', { name: size, exact: true }).isChecked()).toBe(true);
    await own.getByRole('button', { name: 'Add to cart' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Product added to cart successfully' })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await checkoutAsGuest(page);
    await signIn(page, SHOPPER);
    await expectInCheckout(page, product.title);
  });

  it('opens from a shared link the reference server serves: read before any script, then hydrated', async () => {
    const { product, size } = await productWithSizes('men');
    const link = `${shop.stack().serverUrl}/shop/product/${productSlug(product)}`;
    const price = formatMoney(product.salePrice > 0 ? product.salePrice : product.price);

    // What the server sent, read without scripts: a reader, a crawler, a link preview.
    const reader = await shop.newPage({ width: 390, height: 844 }, { javaScriptEnabled: false });
    await reader.goto(link);
    expect(await reader.title()).toBe(`${product.title} · Atelier`);
    await reader.getByRole('heading', { level: 1, name: product.title }).waitFor();
    const served = reader.getByRole('region', { name: product.title });
    await served.getByText(price).first().waitFor();
    await served.getByText(product.description).waitFor();
    expect(await served.getByRole('img').first().getAttribute('src')).toBeTruthy();
    const sizes = served.getByRole('radiogroup', { name: 'Size' }).getByRole('radio');
    expect(await sizes.count()).toBeGreaterThan(0);

    // With scripts, the app takes over the same elements (hydration), without a mismatch.
    const page = await shop.newPage({ width: 390, height: 844 });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      // A guest's session check answers 401, which the browser logs.
      if (message.type() === 'error' && !message.text().includes('401')) {
        errors.push(message.text());
      }
    });
    // Marks the server's heading before the app starts: replaced rather than hydrated, the
    // heading on screen afterwards would be a new element without the mark.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        Object.assign(document.querySelector('h1') ?? {}, { served: true });
      }),
    );
    await page.goto(link);
    const own = page.getByRole('region', { name: product.title });
    // The reviews are read once the app runs.
    await own.getByRole('progressbar', { name: 'Loading reviews' }).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => 'served' in (document.querySelector('h1') ?? {}))).toBe(true);
    // The app's own rules style the server's elements: their class names agree.
    const looks = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('h1, main button')].map((element) => {
          const style = getComputedStyle(element);
          return [style.fontSize, style.fontWeight, style.padding, style.backgroundColor].join();
        }),
      );
    const withServedRules = await looks();
    await page.evaluate(() => {
      for (const style of document.querySelectorAll('style[data-frame]')) style.remove();
    });
    expect(await looks()).toEqual(withServedRules);

    await own.getByRole('radiogroup', { name: 'Size' }).getByText(size, { exact: true }).click();
    await own.getByRole('button', { name: 'Add to cart' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Product added to cart successfully' })
      .waitFor();
    await checkoutAsGuest(page);
    await signIn(page, SHOPPER);
    await expectInCheckout(page, product.title);

    // Signed in, the same address: the app renders over the server's guest page.
    await page.goto(link);
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    expect(errors).toEqual([]);
  });

  it('is merged when the guest registers instead, through verify-otp and login', async () => {
    const page = await shop.newPage({ width: 1280, height: 800 });
    const { product } = await quickAdd(page, 'women');
    await checkoutAsGuest(page);

    await page.getByRole('link', { name: 'Register' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/auth/register' && url.searchParams.has('redirect'),
    );
    const email = `guest.${Date.now()}@atelier.test`;
    await page.getByRole('textbox', { name: 'User Name' }).fill('Guest Shopper');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Guest2024');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/auth/verify-otp' &&
        url.searchParams.get('redirect') === '/shop/checkout',
    );

    await page.getByRole('textbox', { name: 'OTP Code' }).fill(await otpFor(email));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/auth/login' && url.searchParams.get('redirect') === '/shop/checkout',
    );
    await signIn(page, { email, password: 'Guest2024' });
    await expectInCheckout(page, product.title);
  });
});

/** Every API request a page makes, as path and query, with its Cache-Control header. */
function apiRequests(page: Page) {
  const asked: Array<{ url: string; cacheControl: string | undefined }> = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    asked.push({
      url: `${url.pathname}${url.search}`,
      cacheControl: request.headers()['cache-control'],
    });
  });
  return asked;
}

describe('a first visit', () => {
  it.each([
    ['/shop/home', 'sortBy=sales-hightolow'],
    ['/shop/listing', 'sortBy=price-lowtohigh'],
  ])(
    'to %s asks for its data once, the session check without any cache',
    async (path, firstPage) => {
      const page = await shop.newPage({ width: 390, height: 844 });
      const asked = apiRequests(page);
      await page.goto(path);
      await pageSettled(page);
      const urls = asked.map(({ url }) => url);
      expect(urls).toEqual(
        expect.arrayContaining([
          '/api/auth/check-auth',
          '/api/common/feature/get',
          expect.stringMatching(new RegExp(`^/api/shop/products/get\\?${firstPage}&page=1&`)),
        ]),
      );
      expect(urls.filter((url, index) => urls.indexOf(url) !== index)).toEqual([]);
      // Spec section 7: check-auth always goes out with the cache-preventing headers.
      const checks = asked.filter(({ url }) => url === '/api/auth/check-auth');
      expect(checks.map(({ cacheControl }) => cacheControl)).toEqual([
        'no-store, no-cache, must-revalidate, proxy-revalidate',
      ]);
    },
  );

  it('to a deep link a static host answers with the site’s index.html reads only that page’s data', async () => {
    const page = await shop.newPage({ width: 390, height: 844 });
    // A plain SPA fallback: the one index.html at every path, not the page's prerendered one.
    const index = await (await fetch(`${shop.stack().shellUrl}/`)).text();
    await page.route(
      (url) => url.pathname === '/shop/listing',
      (route) => route.fulfill({ contentType: 'text/html', body: index }),
    );
    const asked = apiRequests(page);
    await page.goto('/shop/listing?category=men&size=M&minPrice=10');
    await pageSettled(page);
    expect(await page.title()).toBe('Men · Atelier');
    const products = asked.map(({ url }) => url).filter((url) => url.startsWith('/api/shop/'));
    // Start-up's read is the listing's own, filters and all: no first page it would throw away
    // (the other sorts' first pages are the listing's prefetches).
    const firstPages = products.filter((url) => url.includes('sortBy=price-lowtohigh&page=1&'));
    expect(firstPages).toEqual([
      expect.stringMatching(
        /^\/api\/shop\/products\/get\?category=men&size=M&minPrice=10&sortBy=price-lowtohigh&page=1&/,
      ),
    ]);
    // Nothing the home page reads: its best sellers were 4.8 MB from a backend that ignores paging.
    expect(products.filter((url) => url.includes('sales-hightolow'))).toEqual([]);
  });
});

describe('moving between pages', () => {
  it('takes focus to the new page’s heading and names the page in the title', async () => {
    const page = await shop.newPage({ width: 1280, height: 800 });
    await page.goto('/shop/home');
    await pageSettled(page);
    expect(await page.title()).toBe('Home · Atelier');
    // Keyboard only: Tab to the 'Men' link in the header and follow it.
    const men = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Men', exact: true });
    for (let step = 0; step < 20; step += 1) {
      await page.keyboard.press('Tab');
      if (await men.evaluate((link) => link === document.activeElement)) break;
    }
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('category') === 'men');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.outerHTML.startsWith('<h1')))
      .toBe(true);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Men');
    expect(await page.title()).toBe('Men · Atelier');
  });

  it('puts focus on Checkout’s heading, not back on the Cart button, from the cart sheet', async () => {
    const page = await shop.newPage({ width: 1280, height: 800 });
    await page.goto('/auth/login');
    await signIn(page, SHOPPER);
    await page.waitForURL(pathIs('/shop/home'));
    await quickAdd(page, 'kids');
    // Checkout's code is loaded by now, so its heading is there as soon as the page changes.
    await page.goto('/shop/checkout');
    await pageSettled(page);
    await page.goto('/shop/home');
    await pageSettled(page);
    await page.getByRole('button', { name: /^Cart, / }).click();
    const cart = page.getByRole('dialog', { name: 'Your Cart' });
    await cart.getByRole('button', { name: 'Checkout' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(pathIs('/shop/checkout'));
    await cart.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Checkout');
  });

  it('sends a guest from a login-only page to login and back to it', async () => {
    const page = await shop.newPage({ width: 1280, height: 800 });
    await page.goto('/shop/account');
    await page.waitForURL(
      (url) =>
        url.pathname === '/auth/login' && url.searchParams.get('redirect') === '/shop/account',
    );
    await signIn(page, SHOPPER);
    await page.waitForURL(pathIs('/shop/account'));
    await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
  });

  it('lets a guest back to the shop from every auth page', async () => {
    const page = await shop.newPage({ width: 390, height: 844 });
    await page.goto('/auth/forgot-password');
    await page.getByRole('link', { name: 'Back to shop' }).click();
    await page.waitForURL(pathIs('/shop/home'));
  });
});

/** The code the server e-mailed, read from its development mailbox. */
async function otpFor(email: string): Promise<string> {
  const response = await fetch(
    `${shop.stack().serverUrl}/api/dev/mailbox?to=${encodeURIComponent(email)}`,
  );
  const { data } = (await response.json()) as { data: Array<{ text: string }> };
  const code = data[0]?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No OTP mailed to ${email}`);
  return code;
}
