import { DEFAULT_ADMIN_PRODUCT_SORT, LOW_STOCK_THRESHOLD } from '../constants';
import type { Brand, Category, Product } from '../entities';
import { PRODUCT_COMPARATORS } from './listing';

/**
 * Extension 'admin-product-search': the back office's product list searched, filtered, sorted
 * and paged by the backend (`GET /api/admin/products/search`). These rules are its meaning; the
 * mock backend answers with them, and the back office applies them itself to the whole
 * catalogue when a backend has only the plain contract.
 */

export type StockState = 'out' | 'low' | 'in';
export const STOCK_STATES: ReadonlyArray<{ id: StockState; label: string }> = [
  { id: 'out', label: 'Out of stock' },
  { id: 'low', label: 'Low stock' },
  { id: 'in', label: 'In stock' },
];

export type AdminProductSort =
  | 'newest'
  | 'title-atoz'
  | 'title-ztoa'
  | 'price-lowtohigh'
  | 'price-hightolow'
  | 'stock-lowtohigh';
export const ADMIN_PRODUCT_SORTS: ReadonlyArray<{ id: AdminProductSort; label: string }> = [
  { id: 'newest', label: 'Newest first' },
  { id: 'title-atoz', label: 'Title: A to Z' },
  { id: 'title-ztoa', label: 'Title: Z to A' },
  { id: 'price-lowtohigh', label: 'Price: Low to High' },
  { id: 'price-hightolow', label: 'Price: High to Low' },
  { id: 'stock-lowtohigh', label: 'Stock: Low to High' },
];

/** Rows per page when a request names no limit, and the most it may ask for. */
export const ADMIN_PAGE_LIMIT = 50;
export const MAX_ADMIN_PAGE_LIMIT = 200;
/**
 * Counting stops here: past it the answer says `totalIsExact: false` and the screen shows
 * "10,000+", because counting every match of a broad search over 100,000 rows costs more than
 * the page itself.
 */
export const ADMIN_COUNT_CAP = 10_000;

export interface AdminProductQuery {
  /** Part of a title or a brand, any case; blank matches every product. */
  q?: string;
  category?: readonly Category[];
  brand?: readonly Brand[];
  stock?: readonly StockState[];
  sortBy?: AdminProductSort;
}

/** One page of a back-office list the backend pages by cursor. `nextCursor` is absent on the last page. */
export interface AdminPage<T> {
  success: boolean;
  data: T[];
  /** How many rows match, up to ADMIN_COUNT_CAP. */
  total: number;
  /** False when more than ADMIN_COUNT_CAP match and `total` is the cap. */
  totalIsExact: boolean;
  /** Hand back as `cursor` for the next page. */
  nextCursor?: string;
}

/** One page of the searched catalogue. */
export type AdminProductPage = AdminPage<Product>;

export function stockState(product: Pick<Product, 'totalStock'>): StockState {
  if (product.totalStock <= 0) return 'out';
  return product.totalStock < LOW_STOCK_THRESHOLD ? 'low' : 'in';
}

/** Title or brand contains the text, case-insensitively. */
export function matchesTitleOrBrand(product: Pick<Product, 'title' | 'brand'>, q = ''): boolean {
  const needle = q.trim().toLowerCase();
  return (
    !needle ||
    product.title.toLowerCase().includes(needle) ||
    product.brand.toLowerCase().includes(needle)
  );
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The products a query matches, in its order. `products` come newest first, and 'newest' keeps
 * their order (a plain backend's list is taken in the order it sends).
 */
export function searchAdminProducts(
  products: readonly Product[],
  query: AdminProductQuery = {},
): Product[] {
  const { q, category = [], brand = [], stock = [], sortBy = DEFAULT_ADMIN_PRODUCT_SORT } = query;
  const matching = products.filter(
    (product) =>
      matchesTitleOrBrand(product, q) &&
      (!category.length || category.includes(product.category)) &&
      (!brand.length || brand.includes(product.brand)) &&
      (!stock.length || stock.includes(stockState(product))),
  );
  if (sortBy === 'newest') return matching;
  if (sortBy === 'stock-lowtohigh') {
    return matching.sort((a, b) => a.totalStock - b.totalStock || byText(a._id, b._id));
  }
  return matching.sort(PRODUCT_COMPARATORS[sortBy]);
}

/** A count as the screen shows it: exact, or the cap with a plus. */
export function countLabel(total: number, isExact: boolean): string {
  return `${total.toLocaleString('en-IN')}${isExact ? '' : '+'}`;
}

/**
 * A page's position for the next request: the last row's sort values, as base64url JSON. Opaque
 * to the client; a backend reads back only what it wrote (anything else is refused).
 */
export function encodeCursor(values: readonly string[]): string {
  const bytes = new TextEncoder().encode(JSON.stringify(values));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The values of a cursor this contract wrote; null for anything else. */
export function decodeCursor(cursor: string): string[] | null {
  if (!/^[A-Za-z0-9_-]{1,600}$/.test(cursor)) return null;
  try {
    const binary = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
    const values: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    const fits =
      Array.isArray(values) &&
      values.length >= 1 &&
      values.length <= 4 &&
      values.every((value) => typeof value === 'string' && value.length <= 200);
    return fits ? (values as string[]) : null;
  } catch {
    return null;
  }
}

/**
 * The page after `cursor` of an already searched list, for a backend that holds the list in
 * memory (the mocks): the cursor is the last row's id; null for a cursor naming no row.
 */
export function listPageOf<Row>(
  matching: readonly Row[],
  idOf: (row: Row) => string,
  cursor: readonly string[] | undefined,
  limit: number,
): AdminPage<Row> | null {
  const start = cursor ? matching.findIndex((row) => idOf(row) === cursor[0]) + 1 : 0;
  if (cursor && start === 0) return null;
  const data = matching.slice(start, start + limit);
  const last = data.at(-1);
  return {
    success: true,
    data,
    total: Math.min(matching.length, ADMIN_COUNT_CAP),
    totalIsExact: matching.length <= ADMIN_COUNT_CAP,
    ...(last && start + limit < matching.length ? { nextCursor: encodeCursor([idOf(last)]) } : {}),
  };
}

/** The page after `cursor` of an already searched product list (see listPageOf). */
export function adminPageOf<T extends { _id: string }>(
  matching: readonly T[],
  cursor: readonly string[] | undefined,
  limit: number,
): AdminPage<T> | null {
  return listPageOf(matching, (row) => row._id, cursor, limit);
}
