import { DEFAULT_ADMIN_PRODUCT_SORT, DEFAULT_SORT } from '../contract/constants';
import type {
  ProductFilters,
  ProductPageRequest,
  ProductQuery,
  ProductSortKey,
} from '../contract/payloads';
import {
  type AdminCustomerQuery,
  DEFAULT_ADMIN_CUSTOMER_SORT,
} from '../contract/rules/adminCustomers';
import type { AdminOrderQuery } from '../contract/rules/adminOrders';
import type { AdminProductQuery } from '../contract/rules/adminProducts';
import type { DashboardQuery } from '../contract/rules/dashboard';

/**
 * A product query in one canonical form: filter values sorted and de-duplicated, empty filters
 * left out and the default sort spelt out, so equal queries always share one cache entry.
 */
export interface NormalisedProductQuery {
  filters: ProductFilters;
  sortBy: ProductSortKey;
}

function canonicalList<T extends string>(values: readonly T[] | undefined): T[] | undefined {
  if (!values?.length) return undefined;
  return [...new Set(values)].sort();
}

export function normaliseFilters(raw: ProductFilters = {}): NormalisedProductQuery['filters'] {
  const filters: NormalisedProductQuery['filters'] = {};
  const category = canonicalList(raw.category);
  const brand = canonicalList(raw.brand);
  // Absent properties rather than `undefined` ones, so deep equality in tests agrees with SWR.
  if (category) filters.category = category;
  if (brand) filters.brand = brand;
  for (const key of ['size', 'colour'] as const) {
    const values = canonicalList(raw[key]);
    if (values) filters[key] = values;
  }
  if (raw.minPrice !== undefined) filters.minPrice = raw.minPrice;
  if (raw.maxPrice !== undefined) filters.maxPrice = raw.maxPrice;
  return filters;
}

/** The admin search in one canonical form, so equal searches share one cache entry. */
export function normaliseAdminProductQuery(query: AdminProductQuery): AdminProductQuery {
  const normal: AdminProductQuery = { sortBy: query.sortBy ?? DEFAULT_ADMIN_PRODUCT_SORT };
  const q = query.q?.trim();
  if (q) normal.q = q;
  for (const key of ['category', 'brand', 'stock'] as const) {
    const values = canonicalList<string>(query[key]);
    if (values) Object.assign(normal, { [key]: values });
  }
  return normal;
}

/** The customer search in one canonical form, so equal searches share one cache entry. */
export function normaliseAdminCustomerQuery(query: AdminCustomerQuery): AdminCustomerQuery {
  const q = query.q?.trim();
  return { sortBy: query.sortBy ?? DEFAULT_ADMIN_CUSTOMER_SORT, ...(q ? { q } : {}) };
}

/** The admin order search in one canonical form: defaults spelt out, the text trimmed. */
export function normaliseAdminOrderQuery(query: AdminOrderQuery): Required<AdminOrderQuery> {
  return {
    q: query.q?.trim() ?? '',
    payment: query.payment ?? 'all',
    status: query.status ?? 'all',
    sortBy: query.sortBy ?? 'newest',
  };
}

export function normaliseProductQuery(query: ProductQuery = {}): NormalisedProductQuery {
  return { filters: normaliseFilters(query.filters), sortBy: query.sortBy ?? DEFAULT_SORT };
}

/**
 * The one key factory of the SWR layer. Every key is an array whose first element is the name of
 * the factory that made it, so a family of keys can be matched by that name alone.
 */
export const apiKeys = {
  session: () => ['session'] as const,
  /** What the backend offers beyond spec section 7. */
  extensions: () => ['extensions'] as const,
  products: (query?: ProductQuery) => ['products', normaliseProductQuery(query)] as const,
  /** One page of a listing (extension 1); a key of the `products` family, so it refreshes with them. */
  productPage: (query: ProductQuery | undefined, page: ProductPageRequest) =>
    [
      'products',
      normaliseProductQuery(query),
      { page: page.page, limit: page.limit, fields: page.fields ?? 'full' },
    ] as const,
  /**
   * The whole list for some filters, in no particular order, from a backend that does not page:
   * the listing sorts (and filters) it locally, so a sort change needs no request.
   */
  /** Extension `product-facets`: the counts beside the listing's filter options. */
  productFacets: (filters?: ProductFilters) =>
    ['productFacets', normaliseFilters(filters)] as const,
  productCatalogue: (filters?: ProductFilters) =>
    ['productCatalogue', normaliseFilters(filters)] as const,
  product: (id: string) => ['product', id] as const,
  cart: (userId: string) => ['cart', userId] as const,
  wishlist: (userId: string) => ['wishlist', userId] as const,
  wishlistCheck: (userId: string, productId: string) =>
    ['wishlistCheck', userId, productId] as const,
  reviews: (productId: string) => ['reviews', productId] as const,
  /** Extension `size-guides`. */
  sizeGuide: (category: string) => ['sizeGuide', category] as const,
  /** Extension `restock-alerts`: the signed-in shopper's alerts on one product. */
  restockAlerts: (userId: string, productId: string) =>
    ['restockAlerts', userId, productId] as const,
  /** Extension `restock-alerts`: the back office's waiting counts. */
  restockWaiting: () => ['restockWaiting'] as const,
  addresses: (userId: string) => ['addresses', userId] as const,
  orders: (userId: string) => ['orders', userId] as const,
  order: (id: string) => ['order', id] as const,
  // Surrounding spaces do not change what the server finds, so they must not change the key.
  search: (keyword: string) => ['search', keyword.trim()] as const,
  features: () => ['features'] as const,
  adminProducts: () => ['adminProducts'] as const,
  /**
   * One page of the back office's product search (extension 'admin-product-search'); a key of
   * the `adminProducts` family, so it refreshes and is forgotten with the catalogue.
   */
  adminProductSearch: (query: AdminProductQuery, cursor?: string) =>
    ['adminProducts', normaliseAdminProductQuery(query), cursor ?? ''] as const,
  adminOrders: () => ['adminOrders'] as const,
  /**
   * One page of the back office's order search (extension 'admin-order-search'); a key of the
   * `adminOrders` family, so a status change refreshes it with the list.
   */
  adminOrderSearch: (query: AdminOrderQuery, cursor?: string) =>
    ['adminOrders', normaliseAdminOrderQuery(query), cursor ?? ''] as const,
  adminOrder: (id: string) => ['adminOrder', id] as const,
  /** One page of the shoppers' search (extension 'admin-customers'). */
  adminCustomers: (query: AdminCustomerQuery, cursor?: string) =>
    ['adminCustomers', normaliseAdminCustomerQuery(query), cursor ?? ''] as const,
  /**
   * The dashboard's figures for a period (extension 'admin-dashboard'), as `dashboardKeyQuery`
   * gives it (the dashboard's rules stay out of a shopper's download).
   */
  adminDashboard: (query: DashboardQuery) => ['adminDashboard', query] as const,
  /** One shopper's page (extension 'admin-customers'). */
  adminCustomer: (id: string) => ['adminCustomer', id] as const,
};

export type ApiKeyFamily = keyof typeof apiKeys;
export type ApiKey<F extends ApiKeyFamily = ApiKeyFamily> = ReturnType<(typeof apiKeys)[F]>;

/** The family a key belongs to, or undefined for keys this layer did not make. */
export function keyFamily(key: unknown): ApiKeyFamily | undefined {
  if (!Array.isArray(key)) return undefined;
  const [name] = key as unknown[];
  return typeof name === 'string' && Object.hasOwn(apiKeys, name)
    ? (name as ApiKeyFamily)
    : undefined;
}

/**
 * A predicate for `mutate(predicate)` that matches every cached key of the given families.
 * SWR hands the predicate the original key, or undefined for entries written without a hook.
 */
export function matchKeys<F extends ApiKeyFamily>(
  ...families: F[]
): (key: unknown) => key is ApiKey<F> {
  const wanted = new Set<ApiKeyFamily>(families);
  return (key: unknown): key is ApiKey<F> => {
    const family = keyFamily(key);
    return family !== undefined && wanted.has(family);
  };
}

/** Every back-office product read: the whole catalogue and every page of its search. */
export const isAdminProductsKey = matchKeys('adminProducts');
/** Every product listing, whatever its filters, sort or page. */
export const isProductsKey = matchKeys('products', 'productCatalogue', 'productFacets');
/** Every search result list, whatever its keyword. */
export const isSearchKey = matchKeys('search');
/** Every single-product entry. */
export const isProductKey = matchKeys('product');
/**
 * Data that belongs to whoever is logged in (their cart, wishlist, addresses, orders, and the
 * admin's back-office lists); it must not outlive the session that fetched it.
 */
export const isUserScopedKey = matchKeys(
  'cart',
  'wishlist',
  'wishlistCheck',
  'addresses',
  'orders',
  'order',
  'adminProducts',
  'adminOrders',
  'adminOrder',
  'adminCustomers',
  'adminCustomer',
  'restockAlerts',
  'restockWaiting',
);
