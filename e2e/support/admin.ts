// Helpers for the back-office journeys (admin.e2e.test.ts).
import type { Locator, Page } from 'playwright';

export const ADMIN = { email: 'admin@atelier.test', password: 'Admin1234' };
export const SHOPPER = { email: 'shopper@atelier.test', password: 'Shopper123' };

/** A 1×1 PNG: the server sniffs uploads and keeps only real images. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export function pathIs(pathname: string) {
  return (url: URL) => url.pathname === pathname;
}

export async function login(page: Page, account: { email: string; password: string }) {
  await page.goto('/auth/login');
  await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Presses Tab until `target` has focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 60) {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Chooses an option of a react-aria Select by keyboard: open with Enter, type, Enter. */
export async function chooseByKeyboard(page: Page, select: Locator, option: string) {
  await tabTo(page, select);
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  const wanted = listbox.getByRole('option', { name: option, exact: true });
  for (let presses = 0; presses < 20; presses += 1) {
    if (await wanted.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await listbox.waitFor({ state: 'detached' });
}

/** The toast region's current message. */
export function toast(page: Page, text: string | RegExp) {
  return page.getByRole('region', { name: 'Notifications (F8)' }).getByText(text);
}

/**
 * Signs in through the API and returns a call that carries the session cookie: a GET, or a
 * write with a JSON body; it answers `data` (or a new order's id) and throws on a refusal. `user` is who signed in.
 */
export async function apiAs(serverUrl: string, account: { email: string; password: string }) {
  const response = await fetch(`${serverUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) throw new Error(`API login failed: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const { user } = (await response.json()) as { user: { id: string } };
  const call = async <T>(path: string, write?: { method: string; json: unknown }): Promise<T> => {
    const reply = await fetch(`${serverUrl}${path}`, {
      headers: { cookie, ...(write ? { 'content-type': 'application/json' } : {}) },
      ...(write ? { method: write.method, body: JSON.stringify(write.json) } : {}),
    });
    const body = (await reply.json()) as { data: T; orderId?: string; message?: string };
    if (!reply.ok) throw new Error(`${write?.method ?? 'GET'} ${path}: ${body.message}`);
    return (body.orderId ?? body.data) as T;
  };
  return Object.assign(call, { user });
}
