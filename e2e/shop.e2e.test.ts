import { type Product, productSlug, type Review } from '@atelier/api-client';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';
import { type Stack, startStack } from './support/stack';

const SHOPPER = { email: 'shopper@atelier.test', password: 'Shopper123' };
const ADMIN = { email: 'admin@atelier.test', password: 'Admin1234' };
/** The demo shopper's first saved address in the shared demo data (api-client demo-data). */
const SAVED_ADDRESS = /Lotus Residency/;

let stack: Stack;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), chromium.launch(chromiumLaunchOptions())]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** A fresh visitor: own cookies and storage. */
async function newPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: stack.shellUrl });
  context.setDefaultTimeout(15_000);
  contexts.push(context);
  return context.newPage();
}

function pathIs(pathname: string) {
  return (url: URL) => url.pathname === pathname;
}

async function login(page: Page, account: { email: string; password: string }) {
  await page.goto('/auth/login');
  await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * A men's product in stock in M in a colour other than its first (so the shopper has to choose
 * it), read from the server the shop talks to.
 */
async function productInStock(): Promise<{ product: Product; size: string; colour: string }> {
  const response = await fetch(`${stack.serverUrl}/api/shop/products/get?category=men`);
  const { data } = (await response.json()) as { data: Product[] };
  for (const product of data) {
    for (const colour of product.colours?.slice(1) ?? []) {
      const size = colour.sizes.find((entry) => entry.size === 'M' && entry.stock >= 2);
      if (size) return { product, size: size.size, colour: colour.name };
    }
  }
  throw new Error('No men’s product has M in stock in a second colour');
}

/** A filter option's label, "M (24)": its name and the count of products behind it. */
function counted(name: string): RegExp {
  const literal = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${literal} \\(\\d+\\)$`);
}

/** A men's product (with the demo men's size guide) that `userName` has not reviewed yet. */
async function menProductNotReviewedBy(userName: string): Promise<Product> {
  const response = await fetch(`${stack.serverUrl}/api/shop/products/get?category=men`);
  const { data } = (await response.json()) as { data: Product[] };
  for (const product of data) {
    const reviews = await fetch(`${stack.serverUrl}/api/shop/review/${product._id}`);
    const { data: list } = (await reviews.json()) as { data: Review[] };
    if (!list.some((review) => review.userName === userName)) return product;
  }
  throw new Error(`${userName} has reviewed every men’s product`);
}

/** Units in stock of one colour and size of a product, as the server says now. */
async function stockOf(productId: string, colour: string, size: string): Promise<number> {
  const response = await fetch(`${stack.serverUrl}/api/shop/products/get/${productId}`);
  const { data } = (await response.json()) as { data: Product };
  const entry = data.colours?.find((c) => c.name === colour)?.sizes.find((s) => s.size === size);
  if (!entry) throw new Error(`No ${colour} ${size} for ${productId}`);
  return entry.stock;
}

/**
 * Listing → product dialog → colour → size → Add to cart, then the cart sheet → Checkout; says
 * which product, size and colour it added.
 */
async function addToCartAndCheckout(page: Page) {
  const chosen = await productInStock();
  const { product, size, colour } = chosen;
  await page.goto('/shop/listing?category=men');
  // Issue 37: a shopper who wears M asks for what is in M, in the colour they want.
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const option = (group: string, name: string) =>
    filters
      .getByRole('group', { name: group })
      .locator('label')
      .filter({ hasText: counted(name) });
  await option('Size', size).click();
  await page.waitForURL((url) => url.searchParams.get('size') === size);
  await option('Colour', colour).click();
  await page.waitForURL(
    (url) => url.searchParams.get('size') === size && url.searchParams.get('colour') === colour,
  );
  // A row's action opens the product dialog; the picture is the part that is not a button.
  await page
    .getByRole('grid', { name: 'Products' })
    .getByRole('row', { name: product.title, exact: true })
    .first()
    .getByRole('img')
    .click();
  const dialog = page.getByRole('dialog', { name: product.title });
  await dialog.waitFor();
  // The radio's own input is visually hidden under its label: press the label (here the
  // swatch), as people do. The gallery then shows that colour, and its sizes in stock.
  await dialog
    .getByRole('radiogroup', { name: 'Colour' })
    .locator('label')
    .filter({ hasText: colour })
    .click();
  expect(await dialog.getByRole('radio', { name: colour }).isChecked()).toBe(true);
  const shot = dialog.getByRole('img', { name: `${product.title} in ${colour}, front` });
  await shot.waitFor();
  // Extension picture-widths: the browser took one of the widths the server offers.
  await expect
    .poll(() => shot.evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(/\?w=\d+$/);
  await dialog.getByRole('radiogroup', { name: 'Size' }).getByText(size, { exact: true }).click();
  expect(await dialog.getByRole('radio', { name: size, exact: true }).isChecked()).toBe(true);
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByText('Product added to cart successfully').waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });

  // The demo shopper's cart already holds a few items.
  await page.getByRole('button', { name: /^Cart, \d+ items?/ }).click();
  const cart = page.getByRole('dialog', { name: 'Your Cart' });
  await cart.getByText(product.title).first().waitFor();
  // The line records the colour chosen.
  await cart.getByText(`Size: ${size} · Colour: ${colour}`).first().waitFor();
  await cart.getByRole('button', { name: 'Checkout' }).click();
  await page.waitForURL(pathIs('/shop/checkout'));
  // The sheet's overlay animates out after navigating; until it is gone it takes the clicks.
  await cart.waitFor({ state: 'detached' });
  await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
  // The address the shopper's last order went to is chosen already; a press anywhere on the
  // card keeps it chosen.
  await page
    .getByRole('radio', { name: SAVED_ADDRESS, checked: true })
    .waitFor({ state: 'attached' });
  await page.getByRole('article', { name: SAVED_ADDRESS }).click();
  expect(await page.getByRole('radio', { name: SAVED_ADDRESS }).isChecked()).toBe(true);
  return chosen;
}

/**
 * Issue 36: a card's quick view has the product's address; Back closes it, focus is back on the
 * card, and the listing under it kept its filter, cards and scroll; reloading the address opens
 * the product page.
 */
async function quickViewKeepsItsPlace(page: Page) {
  const response = await fetch(`${stack.serverUrl}/api/shop/products/get?category=men`);
  const { data } = (await response.json()) as { data: Product[] };
  // A card below the first screen, so the scroll is the listing's own.
  const product = data[Math.min(data.length - 1, 7)] as Product;
  const listing = page.url();
  const grid = page.getByRole('grid', { name: 'Products' });
  const card = grid.getByRole('row', { name: product.title, exact: true }).first();
  await card.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  const cards = await grid.getByRole('row').count();

  await card.getByRole('img').click();
  const dialog = page.getByRole('dialog', { name: product.title });
  await dialog.waitFor();
  await page.waitForURL((url) => url.pathname.startsWith('/shop/product/'));
  expect(page.url()).toMatch(new RegExp(`/shop/product/[a-z0-9-]*-${product._id}$`));
  const productUrl = page.url();

  await page.goBack();
  await dialog.waitFor({ state: 'detached' });
  expect(page.url()).toBe(listing);
  await page.getByRole('heading', { level: 1, name: 'Men' }).waitFor();
  await expect.poll(() => card.evaluate((row) => row === document.activeElement)).toBe(true);
  expect(await grid.getByRole('row').count()).toBe(cards);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  // Forward opens it again; a reload of that address opens the product's page instead.
  await page.goForward();
  await dialog.waitFor();
  await page.reload();
  await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
  expect(page.url()).toBe(productUrl);
  expect(await page.getByRole('dialog').count()).toBe(0);
}

describe('Atelier shop in a browser', () => {
  it('a guest browses, filters by Men and is sent to login from checkout', async () => {
    const page = await newPage();
    await page.goto('/');
    await page.waitForURL(pathIs('/shop/home'));
    await page.getByRole('heading', { name: 'Feature Products' }).waitFor();

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Products' })
      .click();
    await page.waitForURL(pathIs('/shop/listing'));
    await page.getByRole('heading', { level: 1, name: 'All Products' }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /\d+ Products?/ })
      .waitFor();

    await page
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('group', { name: 'Category' })
      .getByText('Men', { exact: true })
      .click();
    await page.waitForURL((url) => url.searchParams.get('category') === 'men');
    await page.getByRole('heading', { level: 1, name: 'Men' }).waitFor();
    await quickViewKeepsItsPlace(page);

    await page.goto('/shop/checkout');
    // The route guard's rule stands, and the guest comes back to checkout after signing in.
    await page.waitForURL(
      (url) =>
        url.pathname === '/auth/login' && url.searchParams.get('redirect') === '/shop/checkout',
    );
    await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
  });

  it('a shopper adds a product from the dialog and pays cash on delivery', async () => {
    const page = await newPage();
    await login(page, SHOPPER);
    await page.waitForURL(pathIs('/shop/home'));
    expect(await page.evaluate(() => localStorage.getItem('user'))).toContain(SHOPPER.email);

    await addToCartAndCheckout(page);
    await page.getByRole('radio', { name: /Cash on Delivery/ }).click();
    expect(await page.getByRole('radio', { name: /Cash on Delivery/ }).isChecked()).toBe(true);
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/shop/order/create') && response.ok(),
    );
    await page.getByRole('button', { name: 'Place Order' }).click();
    const { orderId } = (await (await created).json()) as { orderId: string };

    await page.waitForURL(pathIs('/shop/payment-success'));
    await page.getByText('Order is successfull!').waitFor();
    await page
      .getByRole('button', { name: 'View Orders' })
      .or(page.getByRole('link', { name: 'View Orders' }))
      .click();
    await page.waitForURL(pathIs('/shop/account'));
    const history = page.getByRole('region', { name: 'Order history' });
    const row = history.getByRole('row').filter({
      has: page.getByRole('rowheader', { name: orderId.slice(-6) }),
    });
    await row.waitFor();

    // Issue 38: the order's timeline, and cancelling it with a reason; the mails went out.
    await row.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Order Details' });
    await details.getByRole('list', { name: 'Order timeline' }).getByText('Order placed').waitFor();
    await details.getByRole('button', { name: 'Cancel Order' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel this order?' });
    await cancel.getByText('Ordered by mistake').click();
    await cancel.getByRole('button', { name: 'Confirm Cancellation' }).click();
    await page.getByRole('status').filter({ hasText: 'Your order has been cancelled.' }).waitFor();
    await details.getByText('Reason: Ordered by mistake').waitFor();
    const mailbox = await fetch(
      `${stack.serverUrl}/api/dev/mailbox?to=${encodeURIComponent(SHOPPER.email)}`,
    );
    const subjects = ((await mailbox.json()) as { data: Array<{ subject: string }> }).data.map(
      (mail) => mail.subject,
    );
    const ref = orderId.slice(-6);
    expect(subjects).toEqual(
      expect.arrayContaining([
        `Your Atelier order #${ref} is placed`,
        `Your Atelier order #${ref} is cancelled`,
      ]),
    );
  });

  it('a shopper reads the size guide and reviews with a fit answer', async () => {
    const product = await menProductNotReviewedBy('Priya Sharma');
    const page = await newPage();
    await login(page, SHOPPER);
    await page.waitForURL(pathIs('/shop/home'));
    await page.goto(`/shop/product/${productSlug(product)}`);
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    const part = page.getByRole('region', { name: product.title });

    await part.getByRole('button', { name: 'Size guide' }).click();
    const guide = page.getByRole('dialog', { name: 'Size guide' });
    await guide.getByRole('columnheader', { name: 'Chest (cm)' }).waitFor();
    await guide.getByRole('radio', { name: 'in' }).click();
    await guide.getByRole('columnheader', { name: 'Chest (in)' }).waitFor();
    expect(await guide.getByRole('row', { name: /^M / }).textContent()).toContain('39.4');
    await page.keyboard.press('Escape');
    await guide.waitFor({ state: 'hidden' });

    const reviews = page.getByRole('region', { name: 'Reviews' });
    // As with every radio here, the label is what a person presses.
    await reviews.getByRole('radiogroup', { name: 'Your rating' }).locator('label').nth(3).click();
    expect(await reviews.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
    await reviews.getByRole('textbox', { name: 'Your review' }).fill('My usual size fits.');
    await reviews.getByText('True to size', { exact: true }).click();
    await reviews.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Review added successfully!').waitFor();
    const mine = reviews.getByRole('listitem').filter({ hasText: 'My usual size fits.' });
    await mine.getByText('Fit: True to size').waitFor();
    await part.getByText(/^Most say .+: \d+%/).waitFor();
  });

  it('a shopper pays online through the test provider’s checkout window', async () => {
    const page = await newPage();
    await login(page, SHOPPER);
    await page.waitForURL(pathIs('/shop/home'));

    const { product, size, colour } = await addToCartAndCheckout(page);
    const stockBefore = await stockOf(product._id, colour, size);
    // Online is the default payment method.
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/shop/order/create') && response.ok(),
    );
    await page.getByRole('button', { name: 'Place Order' }).click();
    const { orderId } = (await (await created).json()) as { orderId: string };
    const providerWindow = page.getByRole('dialog', { name: /test payment/ });
    await providerWindow.waitFor();
    await providerWindow.getByRole('button', { name: /^Pay / }).click();

    await page.waitForURL(pathIs('/shop/payment-success'));
    await page.getByText('Order is successfull!').waitFor();
    expect(await stockOf(product._id, colour, size)).toBeLessThan(stockBefore);

    // Issue 38: the paid order cancelled; the refund shows on its timeline, the units are back.
    await page.goto('/shop/account');
    const row = page
      .getByRole('region', { name: 'Order history' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: orderId.slice(-6) }) });
    await row.getByRole('button', { name: 'View Details' }).click();
    const details = page.getByRole('dialog', { name: 'Order Details' });
    await details.getByRole('button', { name: 'Cancel Order' }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel this order?' });
    await cancel.getByText(/will be refunded to your card/).waitFor();
    await cancel.getByText('Ordered by mistake').click();
    await cancel.getByRole('button', { name: 'Confirm Cancellation' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /Your order has been cancelled/ })
      .waitFor();
    const timeline = details.getByRole('list', { name: 'Order timeline' });
    await timeline.getByText(/^Refunded ₹/).waitFor();
    expect(await stockOf(product._id, colour, size)).toBe(stockBefore);
  });

  it('a shopper on an admin page is sent to /unauth-page', async () => {
    const page = await newPage();
    await login(page, SHOPPER);
    await page.waitForURL(pathIs('/shop/home'));
    await page.goto('/admin/dashboard');
    await page.waitForURL(pathIs('/unauth-page'));
    await page.getByText("You don't have access to view this page.").waitFor();
  });

  it('an admin lands on the back office and logs out', async () => {
    const page = await newPage();
    await login(page, ADMIN);
    await page.waitForURL(pathIs('/admin/dashboard'));
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.goto('/shop/home');
    await page.waitForURL(pathIs('/admin/dashboard'));
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(pathIs('/auth/login'));
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });
});
