import { readFile } from 'node:fs/promises';
import {
  formatMoney,
  PRODUCT_CSV_COLUMNS,
  type Product,
  productCsvRecord,
  productSlug,
} from '@atelier/api-client';
import { type Browser, chromium, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';
import { ADMIN, apiAs, login, pathIs, toast } from './support/admin';
import { type Stack, startStack } from './support/stack';

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), chromium.launch(chromiumLaunchOptions())]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

async function adminOnProducts(): Promise<Page> {
  const context = await browser.newContext({ baseURL: stack.shellUrl, acceptDownloads: true });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  await login(page, ADMIN);
  await page.waitForURL(pathIs('/admin/dashboard'));
  await page.goto('/admin/products');
  return page;
}

/** A product's row as a spreadsheet saves it (every cell quoted), with some cells changed. */
const rowOf = (product: Product, changes: Partial<Record<string, string>> = {}) => {
  const cells = { ...productCsvRecord(product), ...changes };
  return PRODUCT_CSV_COLUMNS.map((column) => `"${cells[column].replaceAll('"', '""')}"`).join(',');
};

/** Replaces the product's line of the exported file: the admin's edit in a spreadsheet. */
function edited(exported: string, product: Product, extra: string[] = [], price = '') {
  const lines = exported.replace(/^\uFEFF/, '').split('\r\n');
  const at = lines.findIndex((line) => line.startsWith(`${product._id},`));
  if (at < 0) throw new Error(`the export has no row for ${product._id}`);
  lines[at] = rowOf(product, price ? { price, salePrice: '0' } : {});
  // Only the header, the changed row and any extra rows: the rest would be updates too.
  return [lines[0], lines[at], ...extra].join('\r\n');
}

async function dryRun(page: Page, csv: string) {
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import products' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'catalogue.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await dialog.getByRole('button', { name: 'Run dry run' }).click();
  return dialog;
}

describe('the catalogue as CSV', () => {
  it('an admin exports the catalogue, changes a price in the file, imports it after a dry run, and the shop shows the new price; a file with one bad row applies nothing and names the row', async () => {
    const api = await apiAs(stack.serverUrl, ADMIN);
    const [product] = await api<Product[]>('/api/admin/products/fetch-all');
    if (!product) throw new Error('the demo catalogue is empty');
    const page = await adminOnProducts();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const exported = await readFile((await download.path()) ?? '', 'utf8');
    expect(exported.startsWith(`\uFEFF${PRODUCT_CSV_COLUMNS.join(',')}\r\n`)).toBe(true);
    const newPrice = product.price + 111;

    // One bad row (no title): the dry run names it and Apply stays off.
    const badRow = rowOf(product, { id: '', title: '' });
    let dialog = await dryRun(page, edited(exported, product, [badRow], String(newPrice)));
    await dialog.getByText('Dry run found 1 problem. Nothing has been changed.').waitFor();
    const problems = dialog.getByRole('table', { name: 'Problems to fix' });
    await expect(problems.getByRole('row').nth(1).textContent()).resolves.toBe(
      '3titleTitle is required',
    );
    await expect(dialog.getByRole('button', { name: 'Apply import' }).isDisabled()).resolves.toBe(
      true,
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const unchanged = await api<Product>(`/api/shop/products/get/${product._id}`);
    expect(unchanged.price).toBe(product.price);

    // The same change alone: dry run first, then apply.
    dialog = await dryRun(page, edited(exported, product, [], String(newPrice)));
    await dialog
      .getByText('Dry run: 0 to create, 1 to update. Nothing has been changed yet.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Apply import' }).click();
    await toast(page, 'Import applied: 0 created, 1 updated').waitFor();

    const shopper = await browser.newPage({ baseURL: stack.shellUrl });
    await shopper.goto(`/shop/product/${productSlug(product)}`);
    await shopper.getByRole('heading', { level: 1, name: product.title }).waitFor();
    await shopper.getByText(formatMoney(newPrice)).first().waitFor();
  });
});
