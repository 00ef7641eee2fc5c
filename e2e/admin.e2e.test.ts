import { readFile } from 'node:fs/promises';
import {
  type FeatureImage,
  formatMoney,
  type Order,
  type OrderStatus,
  type Product,
} from '@atelier/api-client';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../apps/server/src/invoices/pdfText.ts';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';
import {
  ADMIN,
  apiAs,
  chooseByKeyboard,
  login,
  PNG,
  pathIs,
  SHOPPER,
  tabTo,
  toast,
} from './support/admin';
import { type Stack, startStack } from './support/stack';

// The words the badges and selects show (e2e reads the page as a person does, not the package).
/** The parcel number the admin gives the carrier's shipment. */
const PARCEL = 'BD-20261128';

const STATUS_WORDS: Partial<Record<OrderStatus, string>> = {
  confirmed: 'Confirmed',
  inProcess: 'In process',
  inShipping: 'In shipping',
  delivered: 'Delivered',
};
const CASH_ON_DELIVERY = 'Cash on delivery';

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

async function adminPage(path: string): Promise<Page> {
  const page = await newPage();
  await login(page, ADMIN);
  await page.waitForURL(pathIs('/admin/dashboard'));
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  if (path !== '/admin/dashboard') await page.goto(path);
  return page;
}

/** Types into the field, reached by Tab, as a keyboard user would. */
async function typeInto(page: Page, field: ReturnType<Page['getByRole']>, text: string) {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** The carousel's slide count on the home page, as a guest sees it. */
async function carouselSlides(): Promise<number> {
  const page = await newPage();
  await page.goto('/shop/home');
  const first = page.locator('[aria-roledescription="slide"]').first();
  await first.waitFor({ state: 'attached' });
  const label = (await first.getAttribute('aria-label')) ?? '';
  await page.context().close();
  return Number(/of (\d+)$/.exec(label)?.[1] ?? 0);
}

/** By keyboard: into the panel's tab list, then along it to the named tab (the tabs the backend offers vary). */
async function keyToTab(page: Page, panel: Locator, name: string) {
  await tabTo(page, panel.getByRole('tab', { name: 'Basic Info' }));
  const tab = panel.getByRole('tab', { name });
  for (let presses = 0; presses < 5; presses += 1) {
    if ((await tab.getAttribute('aria-selected')) === 'true') return;
    await page.keyboard.press('ArrowRight');
  }
  throw new Error(`The arrow keys never reached the ${name} tab`);
}

describe('the back office in a browser', () => {
  it('an admin adds a product with an image and two sizes, finds it by typing, edits its stock, and a shopper sees it', async () => {
    const page = await adminPage('/admin/dashboard');
    const title = `Atelier Linen Shirt ${Date.now()}`;

    // Keyboard alone: sidebar → Products → Add New Product.
    await tabTo(
      page,
      page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Products' }),
    );
    await page.keyboard.press('Enter');
    await page.waitForURL(pathIs('/admin/products'));
    await tabTo(page, page.getByRole('button', { name: 'Add New Product' }));
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Add New Product' });
    await panel.waitFor();

    const chooser = page.waitForEvent('filechooser');
    await tabTo(page, panel.getByRole('button', { name: 'Choose image' }));
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'shirt.png', mimeType: 'image/png', buffer: PNG });
    await panel.getByText('Image uploaded').waitFor();

    await typeInto(page, panel.getByRole('textbox', { name: 'Title' }), title);
    await typeInto(page, panel.getByRole('textbox', { name: 'Description' }), 'Breezy linen.');
    await chooseByKeyboard(page, panel.getByRole('button', { name: /Category/ }), 'Men');
    await chooseByKeyboard(page, panel.getByRole('button', { name: /Brand/ }), 'Zara');
    await typeInto(page, panel.getByRole('textbox', { name: 'Price', exact: true }), '1999');
    await typeInto(page, panel.getByRole('textbox', { name: 'Sale Price' }), '0');

    await keyToTab(page, panel, 'Sizes & Stock');
    const addSize = panel.getByRole('form', { name: 'Add a size' });
    for (const [size, stock] of [
      ['M', '4'],
      ['L', '6'],
    ] as const) {
      await typeInto(page, addSize.getByRole('textbox', { name: 'Size' }), size);
      await typeInto(page, addSize.getByRole('textbox', { name: 'Stock' }), stock);
      await page.keyboard.press('Enter');
      await panel.getByRole('textbox', { name: `Stock for size ${size}` }).waitFor();
    }
    await panel.getByText('Total stock: 10').waitFor();
    await tabTo(page, panel.getByRole('button', { name: 'Add', exact: true }));
    await page.keyboard.press('Enter');
    await toast(page, 'Product added successfully').waitFor();
    await panel.waitFor({ state: 'detached' });

    // Find it among the shop's products (more than a page) by typing part of its title: the
    // server answers only the match, and the search stays in the address.
    const stamp = title.slice(-6);
    await typeInto(page, page.getByRole('searchbox', { name: 'Search products' }), stamp);
    await page
      .getByRole('status')
      .filter({ hasText: /^1 product$/ })
      .waitFor();
    await page.waitForURL((url) => url.searchParams.get('q') === stamp);
    // Edit its stock, still by keyboard: Enter on its card edits it.
    const card = page.getByRole('grid', { name: 'Products' }).getByRole('row', { name: title });
    await tabTo(page, card);
    await page.keyboard.press('Enter');
    const editPanel = page.getByRole('dialog', { name: 'Edit Product' });
    await keyToTab(page, editPanel, 'Sizes & Stock');
    await typeInto(page, editPanel.getByRole('textbox', { name: 'Stock for size M' }), '9');
    await tabTo(page, editPanel.getByRole('button', { name: 'Save stock for size M' }));
    await page.keyboard.press('Enter');
    await toast(page, 'Size updated successfully').waitFor();
    await tabTo(page, editPanel.getByRole('button', { name: 'Edit', exact: true }));
    await page.keyboard.press('Enter');
    await toast(page, 'Product updated successfully').waitFor();
    await editPanel.waitFor({ state: 'detached' });
    await card.getByText('Total stock: 15').waitFor();

    // The server has both sizes, with the new stock.
    const response = await fetch(`${stack.serverUrl}/api/shop/products/get?category=men`);
    const { data } = (await response.json()) as { data: Product[] };
    const saved = data.find((product) => product.title === title);
    expect(saved?.sizes.map(({ size, stock }) => [size, stock])).toEqual([
      ['M', 9],
      ['L', 6],
    ]);
    expect(saved?.totalStock).toBe(15);

    // A shopper finds it in the shop and may choose either size.
    const shopper = await newPage();
    await login(shopper, SHOPPER);
    await shopper.waitForURL(pathIs('/shop/home'));
    await shopper.goto('/shop/search');
    await shopper.getByRole('searchbox', { name: 'Keyword' }).fill(title);
    const result = shopper.getByRole('row', { name: title, exact: true });
    await result.getByRole('img').click();
    const dialog = shopper.getByRole('dialog', { name: title });
    await dialog.getByRole('radio', { name: 'M', exact: true }).waitFor({ state: 'attached' });
    await dialog.getByRole('radio', { name: 'L', exact: true }).waitFor({ state: 'attached' });
  });

  it('an admin moves a shopper’s order through its statuses and the shopper sees each in Account', async () => {
    const get = await apiAs(stack.serverUrl, ADMIN);
    const order = (await get<Order[]>('/api/admin/orders/get')).find(
      (entry) => entry.orderStatus === 'pending',
    );
    if (!order) throw new Error('The seed has no pending order');
    const suffix = order._id.slice(-8);

    const page = await adminPage(`/admin/orders?q=${order._id}`);
    const row = page
      .getByRole('grid', { name: 'Orders' })
      .getByRole('row', { name: `Order #${suffix}` });
    // Keyboard alone: into the list, Enter on the order, the status select, Update.
    await tabTo(page, row);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Order Details' });
    await dialog.getByText(order._id).waitFor();
    // The status select by its label: moving to inShipping adds a Carrier select beside it.
    const select = dialog
      .getByLabel('Order Status', { exact: true })
      .and(dialog.locator('[aria-haspopup="listbox"]'));

    const shopper = await newPage();
    await login(shopper, SHOPPER);
    await shopper.waitForURL(pathIs('/shop/home'));

    const statuses: OrderStatus[] = ['confirmed', 'inProcess', 'inShipping', 'delivered'];
    for (const status of statuses) {
      const words = STATUS_WORDS[status] ?? status;
      await chooseByKeyboard(page, select, words);
      if (status === 'inShipping') {
        // Issue 38: the move to shipping names the carrier and the parcel's number.
        const carrier = dialog
          .getByLabel('Carrier', { exact: true })
          .and(dialog.locator('[aria-haspopup="listbox"]'));
        await chooseByKeyboard(page, carrier, 'Blue Dart');
        await tabTo(page, dialog.getByRole('textbox', { name: 'Tracking Number' }));
        await page.keyboard.type(PARCEL);
      }
      await tabTo(page, dialog.getByRole('button', { name: 'Update Order Status' }));
      await page.keyboard.press('Enter');
      await toast(page, 'Order status is updated successfully!').waitFor();
      await dialog
        .getByText('Order Status', { exact: true })
        .locator('xpath=following-sibling::dd[1]')
        .getByText(words, { exact: true })
        .waitFor();

      await shopper.goto('/shop/account');
      const history = shopper.getByRole('region', { name: 'Order history' });
      const line = history.getByRole('row').filter({
        has: shopper.getByRole('rowheader', { name: order._id.slice(-6) }),
      });
      await line.getByText(words, { exact: true }).waitFor();
    }
    await page.keyboard.press('Escape');
    await row.getByText('Delivered', { exact: true }).waitFor();

    // The shopper follows it: the parcel with its tracking link, every step on the timeline, a
    // mail for each, and the invoice with the order's total.
    await shopper
      .getByRole('region', { name: 'Order history' })
      .getByRole('row')
      .filter({ has: shopper.getByRole('rowheader', { name: order._id.slice(-6) }) })
      .getByRole('button', { name: 'View Details' })
      .click();
    const details = shopper.getByRole('dialog', { name: 'Order Details' });
    await details.getByText(PARCEL, { exact: true }).waitFor();
    expect(await details.getByText('Blue Dart', { exact: true }).count()).toBeGreaterThan(0);
    const track = details
      .getByRole('region', { name: 'Tracking' })
      .getByRole('link', { name: 'Track your parcel' });
    expect(await track.getAttribute('href')).toBe(
      `https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=${PARCEL}`,
    );
    const timeline = details.getByRole('list', { name: 'Order timeline' });
    await expect
      .poll(() => timeline.getByRole('listitem').count())
      .toBeGreaterThanOrEqual(statuses.length + 1);
    const ref = order._id.slice(-6);
    await expect
      .poll(async () => {
        const mailbox = await fetch(
          `${stack.serverUrl}/api/dev/mailbox?to=${encodeURIComponent(SHOPPER.email)}`,
        );
        return ((await mailbox.json()) as { data: Array<{ subject: string }> }).data.map(
          (mail) => mail.subject,
        );
      })
      .toEqual(
        expect.arrayContaining([
          `Your Atelier order #${ref} is confirmed`,
          `Your Atelier order #${ref} is on its way`,
          `Your Atelier order #${ref} is delivered`,
        ]),
      );
    const download = shopper.waitForEvent('download');
    await details.getByRole('link', { name: 'Download Invoice' }).click();
    const invoice = await readFile((await (await download).path()) as string);
    expect(await pdfText(new Uint8Array(invoice))).toContain(formatMoney(order.totalAmount));
  });

  it('an admin uploads and deletes a feature image, and the home carousel follows', async () => {
    const before = await carouselSlides();
    const page = await adminPage('/admin/features');
    await page.getByRole('img', { name: `Feature image ${before} of ${before}` }).waitFor();

    // Keyboard alone: choose the file, add it, later delete it and confirm.
    const chooser = page.waitForEvent('filechooser');
    await tabTo(page, page.getByRole('button', { name: 'Choose image' }));
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: 'The new feature image' }).waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Add to homepage' }));
    await page.keyboard.press('Enter');
    await toast(page, 'Feature image added successfully').waitFor();
    await page.getByRole('img', { name: `Feature image ${before + 1} of ${before + 1}` }).waitFor();
    expect(await carouselSlides()).toBe(before + 1);

    await tabTo(
      page,
      page.getByRole('button', { name: `Delete Feature image ${before + 1} of ${before + 1}` }),
    );
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Delete this feature image?' });
    await tabTo(page, confirm.getByRole('button', { name: 'Delete' }));
    await page.keyboard.press('Enter');
    await toast(page, 'Feature image deleted successfully').waitFor();
    await page.getByRole('img', { name: `Feature image ${before} of ${before}` }).waitFor();
    expect(await carouselSlides()).toBe(before);
    const get = await apiAs(stack.serverUrl, ADMIN);
    expect(await get<FeatureImage[]>('/api/common/feature/get')).toHaveLength(before);
  });

  it('an admin filters, sorts and searches orders, and the URL keeps the view across a reload', async () => {
    const get = await apiAs(stack.serverUrl, ADMIN);
    const orders = await get<Order[]>('/api/admin/orders/get');
    const page = await adminPage('/admin/orders');
    await page.getByText(`${orders.length} orders`, { exact: true }).waitFor();

    await chooseByKeyboard(page, page.getByRole('button', { name: /Payment/ }), CASH_ON_DELIVERY);
    await page.waitForURL((url) => url.searchParams.get('payment') === 'cod');
    await chooseByKeyboard(
      page,
      page.getByRole('button', { name: /Sort by/ }),
      'Amount: low to high',
    );
    await page.waitForURL((url) => url.searchParams.get('sort') === 'amountLow');
    await typeInto(page, page.getByRole('searchbox', { name: 'Search orders' }), 'RESIDENCY');
    await page.waitForURL((url) => url.searchParams.get('q') === 'RESIDENCY');

    const expected = orders
      .filter(
        (order) =>
          order.paymentMethod === 'cod' &&
          order.addressInfo.address.toLowerCase().includes('residency'),
      )
      .sort((a, b) => a.totalAmount - b.totalAmount);
    expect(expected.length).toBeGreaterThan(0);
    // The server searched and paged them (extension 'admin-order-search'): its count.
    const count = `${expected.length} ${expected.length === 1 ? 'order' : 'orders'}`;
    const titles = () =>
      page
        .getByRole('grid', { name: 'Orders' })
        .getByRole('heading', { level: 2 })
        .allTextContents();
    await page.getByText(count, { exact: true }).waitFor();
    expect(await titles()).toEqual(expected.map((order) => `Order #${order._id.slice(-8)}`));

    await page.reload();
    await page.getByText(count, { exact: true }).waitFor();
    await expect(page.getByRole('searchbox', { name: 'Search orders' }).inputValue()).resolves.toBe(
      'RESIDENCY',
    );
    await page
      .getByRole('button', { name: /Payment/ })
      .getByText(CASH_ON_DELIVERY)
      .waitFor();
    await page
      .getByRole('button', { name: /Sort by/ })
      .getByText('Amount: low to high')
      .waitFor();
    expect(await titles()).toEqual(expected.map((order) => `Order #${order._id.slice(-8)}`));
  });

  it('an admin blocks a shopper, who is signed out and cannot sign in, then unblocks them', async () => {
    const rahul = { email: 'rahul@atelier.test', password: 'Shopper456' };
    const shopper = await newPage();
    await login(shopper, rahul);
    await shopper.waitForURL(pathIs('/shop/home'));

    const admin = await adminPage('/admin/customers');
    await admin
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Customers' })
      .waitFor();
    await typeInto(admin, admin.getByRole('searchbox', { name: 'Search customers' }), 'rahul');
    await admin.getByText('1 customer', { exact: true }).waitFor();
    await admin.getByRole('link', { name: 'Rahul Verma' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Rahul Verma' }).waitFor();
    await admin.getByRole('button', { name: 'Block customer' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Block Rahul Verma?' });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Repeated chargebacks');
    await dialog.getByRole('button', { name: 'Block' }).click();
    await toast(admin, 'Customer blocked. Their sessions have ended.').waitFor();
    await admin.getByText('Reason: Repeated chargebacks').first().waitFor();

    // The shopper's next visit finds no session: signed out, sent to sign in, and refused there.
    await shopper.goto('/shop/account');
    await shopper.waitForURL(pathIs('/auth/login'));
    await login(shopper, rahul);
    await toast(
      shopper,
      'This account has been blocked. Please contact the shop if you think this is a mistake.',
    ).waitFor();
    expect(new URL(shopper.url()).pathname).toBe('/auth/login');

    await admin.getByRole('button', { name: 'Unblock' }).click();
    await toast(admin, 'Customer unblocked. They can sign in again.').waitFor();
    await login(shopper, rahul);
    await shopper.waitForURL(pathIs('/shop/home'));
  });

  it('an admin ticks the 20 orders a search finds and confirms them at once; each shopper mail goes out', async () => {
    // A shopper's 20 cash orders to one new address, each a different line (the server refuses
    // a repeat of the same order within seconds).
    const shopper = await apiAs(stack.serverUrl, SHOPPER);
    const products = await shopper<Product[]>('/api/shop/products/get');
    const lines = products
      .flatMap((product) =>
        product.colours?.length
          ? product.colours.flatMap((colour) =>
              colour.sizes
                .filter((size) => size.stock > 0)
                .map((size) => ({
                  productId: product._id,
                  selectedSize: size.size,
                  selectedColour: colour.name,
                })),
            )
          : product.sizes
              .filter((size) => size.stock > 0)
              .map((size) => ({ productId: product._id, selectedSize: size.size })),
      )
      .slice(0, 20);
    expect(lines).toHaveLength(20);
    const userId = shopper.user.id;
    const { _id: addressId } = await shopper<{ _id: string }>('/api/shop/address/add', {
      method: 'POST',
      json: {
        userId,
        address: '20 Bulk Lane',
        city: 'Pune',
        pincode: '411001',
        phone: '9000000020',
        notes: 'Gate 2',
      },
    });
    const orderIds: string[] = [];
    for (const line of lines) {
      orderIds.push(
        await shopper<string>('/api/shop/order/create', {
          method: 'POST',
          json: {
            userId,
            cartItems: [{ ...line, quantity: 1 }],
            addressInfo: { addressId },
            paymentMethod: 'cod',
          },
        }),
      );
    }

    const page = await adminPage('/admin/orders?q=Bulk%20Lane');
    await page.getByText('20 orders', { exact: true }).waitFor();
    const selectAll = page.getByRole('checkbox', {
      name: 'Select all 20 orders that match the filters',
    });
    await tabTo(page, selectAll);
    await page.keyboard.press('Space');
    await page.getByText('20 orders selected').waitFor();
    await chooseByKeyboard(
      page,
      page.getByRole('button', { name: /New status for the selected orders/ }),
      'Confirmed',
    );
    await tabTo(page, page.getByRole('button', { name: 'Apply to 20 orders' }));
    await page.keyboard.press('Enter');
    await toast(page, '20 of 20 orders updated').waitFor();
    const grid = page.getByRole('grid', { name: 'Orders' });
    for (const orderId of orderIds) {
      await grid
        .getByRole('row', { name: `Order #${orderId.slice(-8)}` })
        .getByText('Confirmed', { exact: true })
        .waitFor();
    }
    // Each order has its own timeline entry by this admin, and its own mail.
    const admin = await apiAs(stack.serverUrl, ADMIN);
    const sample = await admin<
      Order & { timeline: Array<{ kind: string; actor: { name?: string } }> }
    >(`/api/admin/orders/details/${orderIds[7]}`);
    expect(sample.timeline.filter((event) => event.kind === 'status')).toHaveLength(1);
    const mailbox = await fetch(
      `${stack.serverUrl}/api/dev/mailbox?to=${encodeURIComponent(SHOPPER.email)}`,
    );
    const subjects = ((await mailbox.json()) as { data: Array<{ subject: string }> }).data.map(
      (mail) => mail.subject,
    );
    for (const orderId of orderIds) {
      expect(subjects).toContain(`Your Atelier order #${orderId.slice(-6)} is confirmed`);
    }
  });

  it('a shopper downloads no back-office code', async () => {
    // The scripts a visit loads, read again afterwards: a browser drops a response's body once
    // the page navigates away.
    const scriptsOf = async (page: Page, visit: () => Promise<void>) => {
      const urls = new Set<string>();
      page.on('request', (request) => {
        if (request.resourceType() === 'script') urls.add(request.url());
      });
      await visit();
      return Promise.all([...urls].map(async (url) => (await fetch(url)).text()));
    };
    // Strings only the back office holds.
    const adminWords = /Add New Product|Update Order Status|Add to homepage/;

    const shopper = await newPage();
    const shopperScripts = await scriptsOf(shopper, async () => {
      await login(shopper, SHOPPER);
      await shopper.waitForURL(pathIs('/shop/home'));
      for (const path of ['/shop/listing', '/shop/search', '/shop/account', '/shop/checkout']) {
        await shopper.goto(path);
        await shopper.getByRole('main').waitFor();
        await shopper.waitForLoadState('networkidle');
      }
    });
    expect(shopperScripts.length).toBeGreaterThan(3);
    expect(shopperScripts.filter((body) => adminWords.test(body))).toEqual([]);

    // The same check finds the back office when an admin opens it.
    const admin = await newPage();
    const adminScripts = await scriptsOf(admin, async () => {
      await login(admin, ADMIN);
      await admin.waitForURL(pathIs('/admin/dashboard'));
      await admin.goto('/admin/products');
      await admin.getByRole('button', { name: 'Add New Product' }).waitFor();
      await admin.waitForLoadState('networkidle');
    });
    expect(adminScripts.some((body) => adminWords.test(body))).toBe(true);
  });
});
