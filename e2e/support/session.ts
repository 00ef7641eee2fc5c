import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Product } from '@atelier/api-client';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright';
import { afterAll, beforeAll } from 'vitest';
import { chromiumLaunchOptions } from '../../scripts/chromium.ts';
import { type Stack, startStack } from './stack';

export const SHOPPER = { email: 'shopper@atelier.test', password: 'Shopper123' };
export const ADMIN = { email: 'admin@atelier.test', password: 'Admin1234' };

/** Where the e2e run leaves its screenshots (git-ignored; CI may keep them as artifacts). */
export const ARTIFACTS_DIR = fileURLToPath(new URL('../artifacts', import.meta.url));

export interface Shop {
  stack: () => Stack;
  /** A fresh visitor (own cookies and storage) at the given viewport. */
  newPage: (
    viewport?: { width: number; height: number },
    options?: BrowserContextOptions,
  ) => Promise<Page>;
}

/** Starts the server, the built shell and a browser for the file's tests, and stops them after. */
export function shopForThisFile(): Shop {
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack(), chromium.launch(chromiumLaunchOptions())]);
    await mkdir(ARTIFACTS_DIR, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  return {
    stack: () => {
      if (!stack) throw new Error('The stack is not running');
      return stack;
    },
    newPage: async (viewport = { width: 1280, height: 800 }, options = {}) => {
      if (!browser || !stack) throw new Error('The stack is not running');
      const context = await browser.newContext({ baseURL: stack.shellUrl, viewport, ...options });
      context.setDefaultTimeout(15_000);
      contexts.push(context);
      return context.newPage();
    },
  };
}

export function pathIs(pathname: string) {
  return (url: URL) => url.pathname === pathname;
}

/** Fills the login form of the page already at /auth/login (with or without a return path). */
export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function login(page: Page, account: { email: string; password: string }) {
  await page.goto('/auth/login');
  await signIn(page, account);
}

/** Products of a category with every size the server has, read from the server. */
export async function productsOf(stack: Stack, category: string): Promise<Product[]> {
  const response = await fetch(`${stack.serverUrl}/api/shop/products/get?category=${category}`);
  const { data } = (await response.json()) as { data: Product[] };
  return data;
}

/** The file a screenshot goes to, under the artifacts directory. */
export function artifact(name: string): string {
  return path.join(ARTIFACTS_DIR, `${name.replace(/[^a-z0-9-]+/gi, '-')}.png`);
}

/** The page's main heading once it is shown, and nothing in the main landmark still loading. */
export async function pageSettled(page: Page) {
  await page.locator('main h1').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
  await page.waitForLoadState('networkidle');
}

/** axe-core's violations on the page as it is now. */
export async function axeViolations(page: Page): Promise<Array<{ id: string; nodes: string[] }>> {
  const source = fileURLToPath(import.meta.resolve('axe-core/axe.min.js'));
  await page.addScriptTag({ path: source });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (options: object) => Promise<AxeResults> } })
      .axe;
    // The WCAG A and AA rules, as the stories' checks run them.
    const results = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return results.violations.map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.html),
    }));
  });
}

interface AxeResults {
  violations: Array<{ id: string; nodes: Array<{ html: string }> }>;
}
