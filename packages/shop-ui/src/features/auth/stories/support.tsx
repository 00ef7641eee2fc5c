import type { Decorator } from '@storybook/react-vite';
import { type HttpHandler, http } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { NavigationProvider } from '../../../navigation';
import { AuthLayout } from '../AuthLayout';

/**
 * Stands in for the host router. The preview's own navigate is a plain action; a spy lets play
 * functions assert where a screen sent the person (and the Actions panel still logs it).
 */
export const navigate = fn().mockName('navigate');

/** Called with the path of every POST to /api/auth/*, before the mock backend answers it. */
export const authRequests = fn<(path: string) => void>().mockName('auth request');

/**
 * A pending Button that has focus announces itself through react-aria's live announcer, a node
 * on document.body that outlives the story and points at the button by id for a few seconds.
 * Once the story that owned the button is gone, axe sees a label pointing at nothing
 * (role-img-alt), so the next story starts with the announcer's logs emptied.
 */
function clearStaleAnnouncements() {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
    log.replaceChildren();
  }
}

/**
 * Resets both spies and puts a listener in front of the mock backend. The listener returns
 * nothing, so MSW passes each request on to the real mock handlers.
 */
export function spyOnAuth({ msw }: { msw: { use: (...handlers: HttpHandler[]) => void } }) {
  clearStaleAnnouncements();
  navigate.mockClear();
  authRequests.mockClear();
  msw.use(
    http.post('*/api/auth/*', ({ request }) => {
      authRequests(new URL(request.url).pathname);
    }),
  );
}

/** Renders a screen the way the host does: in the auth layout, with the spy router. */
export const withAuthPage: Decorator = (Story) => (
  <NavigationProvider navigate={navigate}>
    <AuthLayout>
      <Story />
    </AuthLayout>
  </NavigationProvider>
);

/** Toasts render outside the story root. */
export const page = () => within(document.body);

/** The destructive toast (role alert) with exactly this title. */
export async function expectErrorToast(title: string) {
  const toast = await page().findByRole('alert');
  await expect(toast).toHaveTextContent(title);
  return toast;
}

/** The neutral toast (role status) with exactly this title. */
export async function expectToast(title: string) {
  const toast = await page().findByRole('status');
  await expect(toast).toHaveTextContent(title);
  return toast;
}

/** Client-side validation must stop the request: give a stray one time to show up, then check. */
export async function expectNoAuthRequest() {
  await new Promise((resolve) => setTimeout(resolve, 150));
  await expect(authRequests).not.toHaveBeenCalled();
}

/** Exactly one auth request went out, to this path. */
export async function expectOneAuthRequest(path: string) {
  await waitFor(() => expect(authRequests).toHaveBeenCalledTimes(1));
  await expect(authRequests).toHaveBeenCalledWith(path);
}
