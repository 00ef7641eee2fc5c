// How notifications behave (spec section 9); the Toast primitive is their one reader. The spec's
// removal delay after dismissal has no counterpart: a dismissed toast is dropped at once
// (toastStore.ts).

/** Only one toast is shown at a time. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
/** How far a toast is swiped before it is dismissed. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** The key that moves focus to the notification region. */
export const TOAST_HOTKEY = 'F8';
