/**
 * react-aria announces a pending button's change by pointing a live-region node at the button
 * (`<div role="img" aria-labelledby=…>` under `[data-live-announcer]`). When the button goes away
 * right after (the dialog it sat in closes, the page changes after Sign In or Place Order) the
 * node points at nothing: nothing is read, and axe reports an image without a name
 * (`role-img-alt`). These nodes are removed as soon as what they point at is gone.
 */
export function pruneStaleAnnouncements(root: Document = document): void {
  for (const node of root.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
    const ids = node.getAttribute('aria-labelledby')?.split(/\s+/).filter(Boolean) ?? [];
    const named = ids.some((id) => root.getElementById(id)?.textContent?.trim());
    if (!named) node.remove();
  }
}

/** Prunes stale announcements whenever the page changes; returns the stop function. */
export function watchStaleAnnouncements(root: Document = document): () => void {
  if (typeof MutationObserver === 'undefined') return () => {};
  const observer = new MutationObserver(() => pruneStaleAnnouncements(root));
  observer.observe(root.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}
