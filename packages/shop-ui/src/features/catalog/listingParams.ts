import {
  BRAND_OPTIONS,
  type Brand,
  CATEGORY_OPTIONS,
  type Category,
  compareSizes,
  DEFAULT_SORT,
  joinNameList,
  type ProductFilters,
  type ProductQuery,
  SORT_OPTIONS,
  type SortKey,
  STORAGE_KEYS,
  splitNameList,
} from '@atelier/api-client';
import { categoryLabel, joinLabels } from '../shared';

/**
 * What the listing shows: chosen categories and brands, and (extension `product-facets`, or
 * counted here against a plain backend) sizes, colours and a price range; and the sort order.
 */
export interface ListingState {
  category: Category[];
  brand: Brand[];
  size: string[];
  colour: string[];
  /** The lowest price a shopper pays, when set. */
  minPrice?: number;
  /** The highest price a shopper pays, when set. */
  maxPrice?: number;
  sortBy: SortKey;
}

/** The part kept in session storage under `STORAGE_KEYS.filters`. */
export type StoredFilters = Omit<ListingState, 'sortBy'>;

/** The listing's filter parameters, in the order an address writes them. */
const FILTER_PARAMS = ['category', 'brand', 'size', 'colour', 'minPrice', 'maxPrice'] as const;
/** Every parameter the listing reads. */
export const LISTING_PARAMS: readonly string[] = [...FILTER_PARAMS, 'sortBy'];

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

/** Size or colour names: each once, none empty or longer than a name can be, in reading order. */
function names(values: readonly unknown[], compare: (a: string, b: string) => number): string[] {
  const kept = values
    .filter((value): value is string => typeof value === 'string')
    .map((value) => value.trim())
    .filter((value) => value.length > 0 && value.length <= 40);
  return [...new Set(kept)].sort(compare);
}
const byName = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });
export const sizeNames = (values: readonly unknown[]) => names(values, compareSizes);
export const colourNames = (values: readonly unknown[]) => names(values, byName);

/** A price bound: a number of 0 or more with at most two decimals, else none. */
export function priceBound(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0
    ? Math.round(number * 100) / 100
    : undefined;
}

/** The price range of an address or of storage; one upside down is no range at all. */
function priceRange(min: unknown, max: unknown): Pick<StoredFilters, 'minPrice' | 'maxPrice'> {
  const minPrice = priceBound(min);
  const maxPrice = priceBound(max);
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) return {};
  return {
    ...(minPrice !== undefined ? { minPrice } : {}),
    ...(maxPrice !== undefined ? { maxPrice } : {}),
  };
}

/** True when the query string says anything about filters, so it wins over session storage. */
export function hasFilterParams(params: URLSearchParams): boolean {
  return FILTER_PARAMS.some((name) => params.has(name));
}

/** Reads the filters (comma lists, a price range) and `sortBy` from the query string. */
export function listingStateFromParams(params: URLSearchParams): ListingState {
  const sortBy = params.get('sortBy');
  const list = (name: string) => splitNameList(params.get(name) ?? '');
  return {
    category: pick(commaList(params.get('category')), CATEGORY_OPTIONS),
    brand: pick(commaList(params.get('brand')), BRAND_OPTIONS),
    size: sizeNames(list('size')),
    colour: colourNames(list('colour')),
    ...priceRange(params.get('minPrice'), params.get('maxPrice')),
    sortBy: sortBy && isSortKey(sortBy) ? sortBy : DEFAULT_SORT,
  };
}

/**
 * Writes the listing state into a copy of `base`, keeping unrelated parameters first and the
 * listing's own in one order (category, brand, size, colour, minPrice, maxPrice, sortBy), so
 * equal states make equal addresses; empty filters are left out rather than written as `size=`.
 */
export function listingStateToParams(
  state: ListingState,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const name of LISTING_PARAMS) next.delete(name);
  for (const name of ['category', 'brand', 'size', 'colour'] as const) {
    if (state[name].length > 0) next.set(name, joinNameList(state[name]));
  }
  for (const name of ['minPrice', 'maxPrice'] as const) {
    const bound = state[name];
    if (bound !== undefined) next.set(name, String(bound));
  }
  next.set('sortBy', state.sortBy);
  return next;
}

/** Parses what session storage holds; anything malformed counts as "no filters". */
/** No filter on. */
export const NO_FILTERS: StoredFilters = Object.freeze({
  category: [],
  brand: [],
  size: [],
  colour: [],
});

export function parseStoredFilters(raw: string | null): StoredFilters {
  if (!raw) return NO_FILTERS;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return NO_FILTERS;
    const { category, brand, size, colour, minPrice, maxPrice } = parsed as Record<string, unknown>;
    const list = (value: unknown) => (Array.isArray(value) ? value : []);
    return {
      category: pick(list(category), CATEGORY_OPTIONS),
      brand: pick(list(brand), BRAND_OPTIONS),
      size: sizeNames(list(size)),
      colour: colourNames(list(colour)),
      ...priceRange(minPrice, maxPrice),
    };
  } catch {
    return NO_FILTERS;
  }
}

export function serializeFilters(state: StoredFilters): string {
  const { category, brand, size, colour, minPrice, maxPrice } = state;
  return JSON.stringify({ category, brand, size, colour, minPrice, maxPrice });
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
    return NO_FILTERS;
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

/** The filters of a listing state, as the API names them. */
export function toProductFilters(state: StoredFilters): ProductFilters {
  const { category, brand, size, colour, minPrice, maxPrice } = state;
  return { category, brand, size, colour, minPrice, maxPrice };
}

/** The request for `useProducts`. */
export function toProductQuery(state: ListingState): ProductQuery {
  return { filters: toProductFilters(state), sortBy: state.sortBy };
}

/** How many filters are on: each chosen category, brand, size and colour, and a price range. */
export function activeFilterCount(filters: StoredFilters): number {
  const priced = filters.minPrice !== undefined || filters.maxPrice !== undefined;
  return (
    filters.category.length +
    filters.brand.length +
    filters.size.length +
    filters.colour.length +
    (priced ? 1 : 0)
  );
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
