import { type Product, productSlug, SERVER_MESSAGES } from '@atelier/api-client';
import { type Browser, chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunchOptions } from '../scripts/chromium.ts';
import { ADMIN, apiAs } from './support/admin';
import { type Stack, startStack } from './support/stack';

/** Extension restock-alerts: a guest asks to hear when a sold-out size is back. */

const M = SERVER_MESSAGES.restockAlerts;
const MAIL = SERVER_MESSAGES.mail;

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), chromium.launch(chromiumLaunchOptions())]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

/** The newest mail to `to` with this subject, once the server has delivered it. */
async function mailTo(to: string, subject: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const reply = await fetch(
          `${stack.serverUrl}/api/dev/mailbox?to=${encodeURIComponent(to)}`,
        );
        const { data } = (await reply.json()) as { data: Array<{ subject: string; text: string }> };
        text = data.find((mail) => mail.subject === subject)?.text ?? '';
        return text !== '';
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return text;
}

const linkIn = (text: string, pattern: RegExp) => {
  const found = pattern.exec(text)?.[0];
  if (!found) throw new Error(`no link matching ${pattern} in the mail`);
  return found;
};

describe('restock alerts', () => {
  it('a guest subscribes to a sold-out size, confirms, and the restock mail opens the product', async () => {
    const admin = await apiAs(stack.serverUrl, ADMIN);
    const title = 'Restock Journey Tee';
    const product = await admin<Product>('/api/admin/products/add', {
      method: 'POST',
      json: {
        image: 'https://example.test/tee.jpg',
        title,
        description: 'A tee that sold out in M.',
        category: 'men',
        brand: 'nike',
        price: 799,
        salePrice: 0,
        totalStock: 0,
        sizes: [
          { size: 'S', stock: 5 },
          { size: 'M', stock: 0 },
        ],
      },
    });
    const email = `restock-${Date.now()}@example.test`;

    const context = await browser.newContext({ baseURL: stack.shellUrl });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await page.goto(`/shop/product/${productSlug(product)}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const panel = page.getByRole('region', { name: 'Notify me when it is back' });
    await expect
      .poll(() => panel.getByRole('radio', { name: 'M' }).isChecked(), { timeout: 15_000 })
      .toBe(true);
    await panel.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await panel.getByRole('button', { name: 'Notify me' }).click();
    await panel.getByText(M.confirmationSent).waitFor();

    // The alert is on only once the guest opens the mailed link and presses its button (a mail
    // scanner opening the link presses nothing).
    const confirmation = await mailTo(email, MAIL.restockConfirmSubject(title));
    await page.goto(
      linkIn(confirmation, /http:\/\/\S+\/api\/shop\/restock-alerts\/confirm\?token=\S+/),
    );
    await page.getByRole('heading', { name: M.confirmTitle }).waitFor();
    await page.getByRole('button', { name: M.confirmButton }).click();
    await page.getByRole('heading', { name: M.confirmedTitle }).waitFor();
    // The page's visible paragraph (the hidden preview line repeats it).
    await page
      .locator('p')
      .filter({ hasText: M.subscribed('M') })
      .first()
      .waitFor();

    const mSize = product.sizes.find((size) => size.size === 'M')?._id ?? '';
    await admin(`/api/admin/products/${product._id}/sizes/${mSize}`, {
      method: 'PUT',
      json: { stock: 6 },
    });

    const back = await mailTo(email, MAIL.restockBackSubject(title));
    const productLink = linkIn(back, /http:\/\/\S+\/shop\/product\/\S+/);
    expect(productLink).toBe(`${stack.shellUrl}/shop/product/${productSlug(product)}`);
    await page.goto(productLink);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    // M is back among the sizes a shopper may choose.
    await page
      .getByRole('radiogroup', { name: 'Size' })
      .getByRole('radio', { name: 'M' })
      .waitFor();
    await context.close();
  });
});
