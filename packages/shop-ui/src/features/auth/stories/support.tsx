import type { Decorator } from '@storybook/react-vite';
import { type HttpHandler, http } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import { NavigationProvider } from '../../../navigation';
import { navigate } from '../../../stories/support';
import { AuthLayout } from '../AuthLayout';

export { expectErrorToast, expectToast, navigate, page } from '../../../stories/support';

/** Called with the path of every POST to /api/auth/*, before the mock backend answers it. */
export const authRequests = fn<(path: string) => void>().mockName('auth request');

/**
 * Resets both spies and puts a listener in front of the mock backend. The listener returns
 * nothing, so MSW passes each request on to the real mock handlers.
 */
export function spyOnAuth({ msw }: { msw: { use: (...handlers: HttpHandler[]) => void } }) {
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
