// Play-function helpers shared by the screen stories; not part of the package build.
import type { Decorator } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NavigationProvider } from '../navigation';

/**
 * Stands in for the host router: the preview's own navigate is a plain action, a spy lets play
 * functions assert where a screen sent the person (the Actions panel still logs it).
 */
export const navigate = fn().mockName('navigate');

/** Wraps the story in a NavigationProvider whose navigate is the spy. */
export const withNavigateSpy: Decorator = (Story) => (
  <NavigationProvider navigate={navigate}>
    <Story />
  </NavigationProvider>
);

/** Clears the navigate spy; use as a story or meta `beforeEach`. */
export function resetNavigate() {
  navigate.mockClear();
}

/** Toasts, sheets and dialogs render outside the story root. */
export const page = () => within(document.body);

const notifications = () => within(page().getByRole('region', { name: 'Notifications (F8)' }));

async function expectToastOfRole(
  role: 'status' | 'alert',
  title: string,
  description: string | undefined,
) {
  const toast = await notifications().findByRole(role, {}, { timeout: 4000 });
  await waitFor(() => expect(toast).toHaveTextContent(title));
  if (description) await expect(toast).toHaveTextContent(description);
  return toast;
}

/** The neutral toast (role status) with this title and, when given, description. */
export function expectToast(title: string, description?: string) {
  return expectToastOfRole('status', title, description);
}

/** The destructive toast (role alert) with this title and, when given, description. */
export function expectErrorToast(title: string, description?: string) {
  return expectToastOfRole('alert', title, description);
}

/** The spy router was last sent to this href (router options are not part of the check). */
export async function expectNavigatedTo(href: string) {
  await waitFor(() => expect(navigate.mock.calls.at(-1)?.[0]).toBe(href));
}

/** A dialog or sheet by name, once its entrance animation has made it visible. */
export async function findDialog(name: string) {
  const dialog = await page().findByRole('dialog', { name }, { timeout: 3000 });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/**
 * The mock backend's answer to GET `path`, held until the play function calls `release()`: a
 * story's `beforeEach` installs `handler()`, which answers nothing itself, so once released the
 * shared handlers answer as usual.
 */
export function heldGet(path: string) {
  let release = () => {};
  return {
    release: () => release(),
    handler: () => {
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return http.get(path, async () => {
        await held;
      });
    },
  };
}

/**
 * 'Add to cart' in a product dialog or page, once it takes presses: it reads as busy
 * (aria-disabled) until the session check has said guest or shopper.
 */
export async function findAddToCart(container: ReturnType<typeof within>) {
  const add = await container.findByRole('button', { name: 'Add to cart' });
  await waitFor(() => expect(add).not.toHaveAttribute('aria-disabled'));
  return add;
}

/**
 * A story at a phone's size, 390 by 844 CSS pixels: in Storybook's toolbar and in the Vitest
 * run, which sizes the browser to it. Spread into a story: `{ ...phone, play }`.
 */
export const phone = {
  parameters: {
    viewport: {
      options: {
        phone: {
          name: 'Phone (390 × 844)',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
      },
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
} as const;

/** The page does not scroll sideways: nothing is wider than the viewport. */
export async function expectNoSidewaysScroll() {
  await waitFor(() =>
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth),
  );
}

/**
 * Clicks whatever a pointer would hit at the middle of `element` (user-event dispatches on the
 * element it is given, which skips the browser's hit testing, e.g. a stretched link over it).
 */
export async function clickWhatCovers(element: Element) {
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  if (!hit) throw new Error('Nothing is under the middle of the element');
  await userEvent.click(hit);
}

/**
 * A picture the mock network holds back until `release` is called: for stories about what a
 * screen does while its largest picture is still loading. Install `handler` with `msw.use`.
 */
export function heldPicture(name: string) {
  let release = () => {};
  const held = new Promise<void>((done) => {
    release = done;
  });
  const url = `/story-pictures/${name}.svg`;
  const handler = http.get(`*${url}`, async () => {
    await held;
    return new HttpResponse(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 5"><rect width="4" height="5" fill="#8a8f98"/></svg>',
      { headers: { 'Content-Type': 'image/svg+xml' } },
    );
  });
  return { url, handler, release: () => release() };
}
