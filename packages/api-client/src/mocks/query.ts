import {
  DEFAULT_PAGE_LIMIT,
  DEFAULT_SORT,
  type ProductFilters,
  type ProductSortKey,
} from '../contract';
import { plainProductListQuery, productListQuery } from '../schemas';
import { checked } from './request';

export interface ListQuery {
  filters: ProductFilters;
  sortBy: ProductSortKey;
  /** Present when the request asked for a page (extension 1). */
  page?: { page: number; limit: number };
  card: boolean;
}

/** The filters a checked query names, empty ones left out. */
export function filtersOf(q: ProductFilters): ProductFilters {
  const filters: ProductFilters = {};
  for (const key of ['category', 'brand', 'size', 'colour'] as const) {
    if (q[key]?.length) Object.assign(filters, { [key]: q[key] });
  }
  if (q.minPrice !== undefined) filters.minPrice = q.minPrice;
  if (q.maxPrice !== undefined) filters.maxPrice = q.maxPrice;
  return filters;
}

/**
 * The listing query, checked with the server's schema; with `extensions`, also `page`, `limit`,
 * `fields=card`, best sellers first, and sizes, colours and prices. Without, those are ignored as
 * a plain backend would.
 */
export function readListQuery(params: URLSearchParams, extensions: boolean): ListQuery {
  const raw = Object.fromEntries(params);
  if (!extensions) {
    // A backend that honours only the plain contract reads the filters and the sort.
    const q = checked(plainProductListQuery, raw);
    const sortBy = q.sortBy === 'sales-hightolow' ? DEFAULT_SORT : q.sortBy;
    return { filters: filtersOf(q), sortBy, card: false };
  }
  const q = checked(productListQuery, raw);
  const query: ListQuery = { filters: filtersOf(q), sortBy: q.sortBy, card: q.fields === 'card' };
  if (q.page !== undefined || q.limit !== undefined) {
    query.page = { page: q.page ?? 1, limit: q.limit ?? DEFAULT_PAGE_LIMIT };
  }
  return query;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Every word of the keyword must start a word of the title, description, brand or category,
 * case-insensitively. Matching at word starts keeps "men" from finding every "women's" item
 * while "jean" still finds jeans.
 */
export function matchesKeyword<
  P extends { title: string; description: string; brand: string; category: string },
>(products: readonly P[], keyword: string): P[] {
  const words = keyword.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const patterns = words.map(
    (word) => new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(word)}`, 'iu'),
  );
  return products.filter((product) => {
    const text = `${product.title} ${product.description} ${product.brand} ${product.category}`;
    return patterns.every((pattern) => pattern.test(text));
  });
}
