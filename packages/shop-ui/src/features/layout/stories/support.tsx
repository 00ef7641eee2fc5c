import type { Decorator } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { NavigationProvider } from '../../../navigation';

/**
 * Stands in for the host router in the layout, cart and account stories: the preview's own
 * navigate is a plain action, a spy lets play functions assert where the person was sent.
 */
export const navigate = fn().mockName('navigate');

/** Wraps the story in a NavigationProvider whose navigate is the spy (cleared per story). */
export const withNavigateSpy: Decorator = (Story) => {
  return (
    <NavigationProvider navigate={navigate}>
      <Story />
    </NavigationProvider>
  );
};

/** Clears the navigate spy; use as a story or meta `beforeEach`. */
export function resetNavigate() {
  navigate.mockClear();
}

/** Toasts, sheets and dialogs render outside the story root. */
export const page = () => within(document.body);

/** The destructive toast (role alert) with this title. */
export async function expectErrorToast(title: string) {
  const toast = await page().findByRole('alert', {}, { timeout: 3000 });
  await expect(toast).toHaveTextContent(title);
  return toast;
}

/** The neutral toast (role status) with this title. */
export async function expectToast(title: string) {
  const toast = await page().findByText(title, {}, { timeout: 3000 });
  await expect(toast).toBeVisible();
  return toast;
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
