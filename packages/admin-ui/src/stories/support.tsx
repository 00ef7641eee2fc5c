// Play-function helpers for the admin stories; not part of the package build.
import { EXTENSIONS, type ExtensionName } from '@atelier/api-client';
import { HttpResponse, http } from 'msw';
import { expect, fn, waitFor, within } from 'storybook/test';
import { page } from '../../../shop-ui/src/stories/support';
import { enableVirtualizerInTests } from './virtualizerEnv';

// The storefront's story helpers (toasts, dialogs, navigate spy) and its virtualizer switch serve
// the back office as they are; one copy keeps the two sets of stories in step.
export {
  expectNavigatedTo,
  findDialog,
  navigate,
  page,
  resetNavigate,
  withNavigateSpy,
} from '../../../shop-ui/src/stories/support';
export { enableVirtualizerInTests };

const notifications = () => within(page().getByRole('region', { name: 'Notifications (F8)' }));

// Admin journeys raise several toasts in a row, and each new toast replaces the last one's
// element: look the toast up afresh on every try rather than holding on to the first found.
async function expectToastOfRole(role: 'status' | 'alert', title: string) {
  await waitFor(() => expect(notifications().getByRole(role)).toHaveTextContent(title), {
    timeout: 4000,
  });
}

/** The neutral toast (role status) says `title`. */
export const expectToast = (title: string) => expectToastOfRole('status', title);

/** The destructive toast (role alert) says `title`. */
export const expectErrorToast = (title: string) => expectToastOfRole('alert', title);

/**
 * react-aria announces a pending button through a live region that points at the button by id
 * and clears itself after 7 s. When the button's dialog closes sooner, the entry points at
 * nothing for those seconds and axe, which runs right after the play function, reports it.
 * Nobody perceives the entry (it was spoken already), so stories whose dialog closes after a
 * pending action clear it, as the preview does between stories.
 */
export function clearSpokenAnnouncements() {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]')) {
    log.replaceChildren();
  }
}

/**
 * A phone-sized viewport (390×844) for a story: spread into the story object. The Storybook test
 * runner resizes the browser to it, so media and container queries act as on a phone.
 */
export const onAPhone = {
  parameters: {
    viewport: {
      options: {
        phone: {
          name: 'Phone 390×844',
          styles: { width: '390px', height: '844px' },
          type: 'mobile',
        },
      },
    },
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
} as const;

/** Nothing on the page is wider than the screen, so it never scrolls sideways. */
export async function expectNoSidewaysScroll() {
  await expect(window.innerWidth).toBeLessThanOrEqual(390);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** The mock backend answers this one GET with a server error, then as usual: a load to retry. */
export function failOnce(path: string) {
  return http.get(
    path,
    () => HttpResponse.json({ success: false, message: 'Internal server error' }, { status: 500 }),
    { once: true },
  );
}

/** Stands in for `window.alert`, which the upload rules of spec section 5 call. */
export const alertSpy = fn().mockName('window.alert');

/** Replaces `window.alert` with the spy for the story; use as a `beforeEach`. */
export function stubAlert() {
  const original = window.alert;
  alertSpy.mockClear();
  window.alert = alertSpy;
  return () => {
    window.alert = original;
  };
}

/**
 * The usual set-up of an admin screen story: `window.alert` stubbed and the virtualizer windowing
 * as in a real browser (the demo catalogue is long enough to be windowed).
 */
export function adminStorySetup() {
  const restoreAlert = stubAlert();
  const restoreVirtualizer = enableVirtualizerInTests();
  return () => {
    restoreVirtualizer();
    restoreAlert();
  };
}

/** A small PNG and a text file, as a picker or a drop would hand them over. */
export function imageFile(name = 'jacket.png'): File {
  // 1×1 transparent PNG.
  const bytes = Uint8Array.from(
    atob(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    ),
    (char) => char.charCodeAt(0),
  );
  return new File([bytes], name, { type: 'image/png' });
}

export function textFile(name = 'notes.txt'): File {
  return new File(['not an image'], name, { type: 'text/plain' });
}

/** Drops files on an element the way a browser does: dragenter, dragover, then drop. */
export function dropFiles(target: Element, files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  for (const type of ['dragenter', 'dragover', 'drop']) {
    target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
  }
}

/**
 * A backend that honours spec section 7 and nothing more: it has no extension list (404), so the
 * screens use none of the extensions and fall back to the plain contract.
 */
/** A backend with every extension but `name` (the screen's fallback, with the rest as usual). */
export const without = (name: ExtensionName) =>
  http.get('*/api/extensions', () =>
    HttpResponse.json({ success: true, data: EXTENSIONS.filter((entry) => entry !== name) }),
  );

export const plainBackend = () =>
  http.get('*/api/extensions', () =>
    HttpResponse.json({ success: false, message: 'Not found' }, { status: 404 }),
  );

/** No word inside `element` is split across two lines ('Pendin/g'): each word is one box. */
export async function expectNoWordBroken(element: HTMLElement) {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const broken: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    // A line may end after a hyphen ('T-' / 'Shirt'), as in print; never inside a word's letters.
    for (const match of text.matchAll(/[^\s-]+/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      if (range.getClientRects().length > 1) broken.push(match[0]);
    }
  }
  await expect(broken).toEqual([]);
}
