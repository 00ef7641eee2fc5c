import {
  ADMIN_PRODUCT_SORTS,
  type AdminProductQuery,
  type AdminProductSort,
  BRAND_OPTIONS,
  type Brand,
  CATEGORY_OPTIONS,
  type Category,
  DEFAULT_ADMIN_PRODUCT_SORT,
  STOCK_STATES,
  type StockState,
} from '@atelier/api-client';

/** What the products page shows: search, filters, sort, layout and the page it is on. */
export interface ProductView {
  search: string;
  category: Category | 'all';
  brand: Brand | 'all';
  stock: StockState | 'all';
  sort: AdminProductSort;
  layout: 'grid' | 'table';
  /** The cursor of the page shown (extension 'admin-product-search'); '' for the first page. */
  after: string;
}

export const DEFAULT_PRODUCT_VIEW: ProductView = {
  search: '',
  category: 'all',
  brand: 'all',
  stock: 'all',
  sort: DEFAULT_ADMIN_PRODUCT_SORT,
  layout: 'grid',
  after: '',
};

/** Query-string names; short, since admins share these links. */
const PARAMS = {
  search: 'q',
  category: 'category',
  brand: 'brand',
  stock: 'stock',
  sort: 'sort',
  layout: 'view',
  after: 'after',
} as const satisfies Record<keyof ProductView, string>;

const ids = <K extends string>(options: ReadonlyArray<{ id: K }>) => options.map((o) => o.id);
const ALLOWED = {
  category: ['all', ...ids(CATEGORY_OPTIONS)],
  brand: ['all', ...ids(BRAND_OPTIONS)],
  stock: ['all', ...ids(STOCK_STATES)],
  sort: ids(ADMIN_PRODUCT_SORTS),
  layout: ['grid', 'table'],
} as const;

function pick<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return allowed.find((candidate) => candidate === value) ?? fallback;
}

/** The view a URL asks for; values it does not know fall back to the defaults. */
export function productViewFromParams(params: URLSearchParams): ProductView {
  const d = DEFAULT_PRODUCT_VIEW;
  return {
    search: params.get(PARAMS.search) ?? '',
    category: pick(params.get(PARAMS.category), ALLOWED.category, d.category),
    brand: pick(params.get(PARAMS.brand), ALLOWED.brand, d.brand),
    stock: pick(params.get(PARAMS.stock), ALLOWED.stock, d.stock),
    sort: pick(params.get(PARAMS.sort), ALLOWED.sort, d.sort),
    layout: pick(params.get(PARAMS.layout), ALLOWED.layout, d.layout),
    after: params.get(PARAMS.after) ?? '',
  };
}

/** The URL for a view: only what differs from the defaults; other parameters are kept. */
export function productViewToParams(view: ProductView, base?: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of Object.keys(PARAMS) as Array<keyof ProductView>) {
    const value = key === 'search' ? view.search.trim() : view[key];
    if (value === DEFAULT_PRODUCT_VIEW[key] || value === '') next.delete(PARAMS[key]);
    else next.set(PARAMS[key], value);
  }
  return next;
}

/** Whether search, filters or sort differ from the defaults (layout and page do not count). */
export function isFilteredProductView(view: ProductView): boolean {
  return (
    view.search.trim() !== '' ||
    view.category !== 'all' ||
    view.brand !== 'all' ||
    view.stock !== 'all' ||
    view.sort !== DEFAULT_ADMIN_PRODUCT_SORT
  );
}

/** The search a view asks the backend (or the browser) for. */
export function productQueryOf(view: ProductView): AdminProductQuery {
  const only = <T extends string>(value: T | 'all'): T[] => (value === 'all' ? [] : [value]);
  return {
    q: view.search.trim(),
    category: only(view.category),
    brand: only(view.brand),
    stock: only(view.stock),
    sortBy: view.sort,
  };
}
