import {
  BRAND_OPTIONS,
  type Brand,
  CATEGORY_OPTIONS,
  type Category,
  DEFAULT_SORT,
  type ProductQuery,
  SORT_OPTIONS,
  type SortKey,
  STORAGE_KEYS,
} from '@atelier/api-client';
import { categoryLabel, joinLabels } from '../shared';

/** What the listing shows: chosen categories and brands, and the sort order. */
export interface ListingState {
  category: Category[];
  brand: Brand[];
  sortBy: SortKey;
}

/** The part kept in session storage under `STORAGE_KEYS.filters`. */
export type StoredFilters = Pick<ListingState, 'category' | 'brand'>;

const SORT_IDS: ReadonlySet<string> = new Set(SORT_OPTIONS.map((option) => option.id));
const isSortKey = (value: string): value is SortKey => SORT_IDS.has(value);

/** Known ids only, each once, in the order of the option lists so equal filters compare equal. */
export function pick<T extends string>(
  values: readonly unknown[],
  options: ReadonlyArray<{ id: T }>,
): T[] {
  const wanted = new Set(values.filter((value) => typeof value === 'string'));
  return options.map((option) => option.id).filter((id) => wanted.has(id));
}

function commaList(value: string | null): string[] {
  return value ? value.split(',').map((part) => part.trim().toLowerCase()) : [];
}

/** True when the query string says anything about filters, so it wins over session storage. */
export function hasFilterParams(params: URLSearchParams): boolean {
  return params.has('category') || params.has('brand');
}

/** Reads `category` and `brand` (comma lists) and `sortBy` from the query string. */
export function listingStateFromParams(params: URLSearchParams): ListingState {
  const sortBy = params.get('sortBy');
  return {
    category: pick(commaList(params.get('category')), CATEGORY_OPTIONS),
    brand: pick(commaList(params.get('brand')), BRAND_OPTIONS),
    sortBy: sortBy && isSortKey(sortBy) ? sortBy : DEFAULT_SORT,
  };
}

/**
 * Writes the listing state into a copy of `base`, keeping unrelated parameters first and the
 * listing's own in one order (category, brand, sortBy), so equal states make equal addresses;
 * empty lists are left out rather than written as `category=`.
 */
export function listingStateToParams(
  state: ListingState,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const name of ['category', 'brand', 'sortBy']) next.delete(name);
  if (state.category.length > 0) next.set('category', state.category.join(','));
  if (state.brand.length > 0) next.set('brand', state.brand.join(','));
  next.set('sortBy', state.sortBy);
  return next;
}

/** Parses what session storage holds; anything malformed counts as "no filters". */
export function parseStoredFilters(raw: string | null): StoredFilters {
  if (!raw) return { category: [], brand: [] };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return { category: [], brand: [] };
    const { category, brand } = parsed as Record<string, unknown>;
    return {
      category: Array.isArray(category) ? pick(category, CATEGORY_OPTIONS) : [],
      brand: Array.isArray(brand) ? pick(brand, BRAND_OPTIONS) : [],
    };
  } catch {
    return { category: [], brand: [] };
  }
}

export function serializeFilters(state: StoredFilters): string {
  return JSON.stringify({ category: state.category, brand: state.brand });
}

/** The storage the listing uses, or null on the server or where storage is blocked. */
export function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Some browsers throw on access when storage is disabled.
    return null;
  }
}

export function readStoredFilters(storage: Storage | null = sessionStore()): StoredFilters {
  try {
    return parseStoredFilters(storage?.getItem(STORAGE_KEYS.filters) ?? null);
  } catch {
    return { category: [], brand: [] };
  }
}

export function writeStoredFilters(
  state: StoredFilters,
  storage: Storage | null = sessionStore(),
): void {
  try {
    storage?.setItem(STORAGE_KEYS.filters, serializeFilters(state));
  } catch {
    // Quota or privacy mode: the query string still carries the filters.
  }
}

/**
 * The state a visit starts from: the query string's filters when it has any, else the
 * session's; sort from the URL. It reads storage, so call it after mount (never while rendering:
 * a server render cannot see the browser's storage, and hydration would then disagree).
 */
export function initialListingState(
  params: URLSearchParams,
  storage: Storage | null = sessionStore(),
): ListingState {
  const fromUrl = listingStateFromParams(params);
  if (hasFilterParams(params)) return fromUrl;
  return { ...readStoredFilters(storage), sortBy: fromUrl.sortBy };
}

/** The request for `useProducts`. */
export function toProductQuery(state: ListingState): ProductQuery {
  return { filters: { category: state.category, brand: state.brand }, sortBy: state.sortBy };
}

/** How many filters are on: each chosen category and brand counts once. */
export function activeFilterCount(filters: StoredFilters): number {
  return filters.category.length + filters.brand.length;
}

/**
 * The listing's heading, and its document title: the chosen categories ('Men', 'Men & Kids'),
 * or 'All Products' when none is chosen.
 */
export function listingTitle(filters: Pick<StoredFilters, 'category'>): string {
  return filters.category.length > 0
    ? joinLabels(filters.category.map(categoryLabel))
    : 'All Products';
}
