/**
 * Demo mode as a designer's preview link gets it: `pnpm build:demo` output on a plain static
 * host, under a sub-path, with no backend anywhere. The mock backend runs in the browser.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../apps/server/src/test/ports.ts';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';
import { type StaticSite, serveStatic } from './support/staticSite';

const APPS = fileURLToPath(new URL('../apps', import.meta.url));
/** A sub-path, as a preview host often gives: the build must not assume the root. */
const BASE = '/atelier-preview/';
const SHOPPER = { email: 'shopper@atelier.test', password: 'Shopper123' };
const ADMIN = { email: 'admin@atelier.test', password: 'Admin1234' };
/** The demo shopper's first saved address in the shared demo data. */
const SAVED_ADDRESS = /Lotus Residency/;

let workDir: string;
let site: StaticSite;
let browser: Browser;
const contexts: BrowserContext[] = [];

/** Builds apps/demo (the demo site, under BASE) or apps/shell (the shop) into `outDir`. */
async function buildApp(outDir: string, app: 'demo' | 'shell') {
  const saved = process.env.NODE_ENV;
  // Vitest runs with NODE_ENV=test, which would make Vite build React's development bundle.
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: path.join(APPS, app),
      configFile: path.join(APPS, app, 'vite.config.ts'),
      mode: 'production',
      ...(app === 'demo' ? { base: BASE } : {}),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = saved;
  }
}

/** What only the demo's code holds: msw's worker registration and the demo's own keys. */
const DEMO_MARKERS = ['mockServiceWorker', 'atelier-demo-store', 'Reset demo data'];

async function markersIn(dir: string): Promise<string[]> {
  const assets = path.join(dir, 'assets');
  const found = new Set<string>();
  for (const name of await readdir(assets)) {
    const text = await readFile(path.join(assets, name), 'utf8');
    for (const marker of DEMO_MARKERS) if (text.includes(marker)) found.add(marker);
  }
  return [...found].sort();
}

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'atelier-demo-e2e-'));
  const outDir = path.join(workDir, 'site');
  [, browser] = await Promise.all([
    buildApp(outDir, 'demo'),
    chromium.launch(chromiumLaunchOptions()),
  ]);
  site = await serveStatic(outDir, BASE, await freePort());
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

/** A fresh visitor: own storage, so its own demo shop. */
async function newPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: site.url });
  context.setDefaultTimeout(15_000);
  contexts.push(context);
  return context.newPage();
}

const pathIs = (route: string) => (url: URL) => url.pathname === `${BASE}${route}`;

async function login(page: Page, account: { email: string; password: string }) {
  await page.goto('auth/login');
  await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The demo shopper's cart already holds items: straight to checkout with a saved address. */
async function checkoutWithSavedAddress(page: Page) {
  await page.goto('shop/checkout');
  await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
  // A press anywhere on the address card chooses it.
  await page.getByRole('article', { name: SAVED_ADDRESS }).click();
  expect(await page.getByRole('radio', { name: SAVED_ADDRESS }).isChecked()).toBe(true);
}

/** The demo shopper signs in and places an order with what the cart holds, paid as asked. */
async function placeOrderAsShopper(page: Page, method: 'cod' | 'online') {
  await login(page, SHOPPER);
  await page.waitForURL(pathIs('shop/home'));
  const before = await orderCount(page);
  await checkoutWithSavedAddress(page);
  // Online is the default payment method.
  if (method === 'cod') await page.getByRole('radio', { name: /Cash on Delivery/ }).click();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(pathIs('shop/payment-success'));
  await page.getByText('Order is successfull!').waitFor();
  return { ordersBefore: before };
}

async function orderCount(page: Page): Promise<number> {
  await page.goto('shop/account');
  const history = page.getByRole('region', { name: 'Order history' });
  // The demo shopper always has orders: a row beside the header means the list is in.
  await history.getByRole('row').nth(1).waitFor();
  return (await history.getByRole('row').count()) - 1;
}

describe('the demo site on a static host', () => {
  it('is its own build: the shop’s normal build carries none of it', async () => {
    const shop = path.join(workDir, 'shop');
    await buildApp(shop, 'shell');
    expect(await markersIn(shop)).toEqual([]);
    expect(await markersIn(path.join(workDir, 'site'))).toEqual([...DEMO_MARKERS].sort());
  });

  it('says it is the demo; dismissed, the notice stays small after a reload', async () => {
    const page = await newPage();
    await page.goto('');
    await page.waitForURL(pathIs('shop/home'));
    const notice = page.getByRole('region', { name: 'Demo data' });
    await notice.getByText('This shop runs in your browser on sample data').waitFor();

    await notice.getByRole('button', { name: 'Dismiss demo notice' }).click();
    const reopen = notice.getByRole('button', { name: 'Demo data' });
    await reopen.waitFor();
    expect(await reopen.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.reload();
    await reopen.waitFor();
    expect(await notice.getByText('This shop runs in your browser').count()).toBe(0);
  });

  it('the demo shopper pays cash on delivery, and the order is still there after a reload', async () => {
    const page = await newPage();
    const { ordersBefore } = await placeOrderAsShopper(page, 'cod');
    await page.reload();
    expect(await orderCount(page)).toBe(ordersBefore + 1);
  });

  it('the demo shopper pays online through the payment double', async () => {
    const page = await newPage();
    const { ordersBefore } = await placeOrderAsShopper(page, 'online');
    expect(await orderCount(page)).toBe(ordersBefore + 1);
  });

  it('the admin signs in to the back office', async () => {
    const page = await newPage();
    await login(page, ADMIN);
    await page.waitForURL(pathIs('admin/dashboard'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('region', { name: 'Demo data' }).waitFor();
  });

  it('Reset demo data brings the sample shop back, signed out', async () => {
    const page = await newPage();
    const { ordersBefore } = await placeOrderAsShopper(page, 'cod');

    await page
      .getByRole('region', { name: 'Demo data' })
      .getByRole('button', { name: 'Reset demo data' })
      .click();
    await page.waitForURL(pathIs('shop/home'));
    await page
      .getByRole('button', { name: 'Login' })
      .or(page.getByRole('link', { name: 'Login' }))
      .first()
      .waitFor();
    await login(page, SHOPPER);
    await page.waitForURL(pathIs('shop/home'));
    expect(await orderCount(page)).toBe(ordersBefore);
  });
});
