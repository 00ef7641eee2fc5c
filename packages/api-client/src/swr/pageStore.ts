import { type ApiError, isApiError } from '../core/errors';

/**
 * The pages of one listing after its first, loaded in any order: a windowed grid asks for the
 * range on screen, wherever the shopper has scrolled. SWR's `useSWRInfinite` loads pages in
 * order from the first, so a jump to the middle of 10,000 products would ask for every page
 * before it. Framework-free: `useProductListing` subscribes to it and renders from it.
 */
export interface PageStore<Item> {
  /** The pages that have arrived, by number (2 and up). */
  readonly pages: ReadonlyMap<number, readonly Item[]>;
  /** Why the last failed page failed; cleared by `retry`. */
  readonly error: ApiError | undefined;
  /** Loads `page` unless it is here, on its way, or failed (until `retry`). */
  load(page: number): void;
  /** Loads the failed pages again. */
  retry(): void;
  /** Calls `listener` after each page arrives or fails; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function createPageStore<Item>(
  fetchPage: (page: number) => Promise<readonly Item[]>,
): PageStore<Item> {
  const pages = new Map<number, readonly Item[]>();
  const loading = new Set<number>();
  const failed = new Set<number>();
  const listeners = new Set<() => void>();
  const store = {
    pages,
    error: undefined as ApiError | undefined,
    load(page: number) {
      if (pages.has(page) || loading.has(page) || failed.has(page)) return;
      loading.add(page);
      fetchPage(page)
        .then(
          (items) => void pages.set(page, items),
          (error: unknown) => {
            failed.add(page);
            store.error = isApiError(error) ? error : undefined;
          },
        )
        .finally(() => {
          loading.delete(page);
          for (const listener of listeners) listener();
        });
    },
    retry() {
      const again = [...failed];
      failed.clear();
      store.error = undefined;
      for (const page of again) store.load(page);
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return store;
}
