import {
  BRAND_OPTIONS,
  CATEGORY_OPTIONS,
  DEFAULT_PAGE_LIMIT,
  DEFAULT_SORT,
  FIELD_PROBLEMS,
  MAX_PAGE_LIMIT,
  type ProductFilters,
  type ProductSortKey,
  SORT_OPTIONS,
} from '../contract';
import { invalid } from './validate';

export interface ListQuery {
  filters: ProductFilters;
  sortBy: ProductSortKey;
  /** Present when the request asked for a page (extension 1). */
  page?: { page: number; limit: number };
  card: boolean;
}

const CATEGORIES = CATEGORY_OPTIONS.map((option) => option.id);
const BRANDS = BRAND_OPTIONS.map((option) => option.id);
const SORTS: ProductSortKey[] = SORT_OPTIONS.map((option) => option.id);
const EXTENDED_SORTS: ProductSortKey[] = [...SORTS, 'sales-hightolow'];

/** `a,b,c` into checked values, reporting a bad one as `Invalid category.1: ...` like the server. */
function commaList<T extends string>(raw: string | null, name: string, allowed: readonly T[]): T[] {
  const values = (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  values.forEach((value, index) => {
    if (!(allowed as readonly string[]).includes(value)) {
      invalid(`${name}.${index}`, FIELD_PROBLEMS.oneOf(allowed));
    }
  });
  return values as T[];
}

function pageNumber(raw: string, name: string, max: number): number {
  if (!/^\d+$/.test(raw.trim())) invalid(name, FIELD_PROBLEMS.wholeNumber);
  const value = Number(raw);
  if (value < 1) invalid(name, FIELD_PROBLEMS.atLeast(1));
  if (value > max) invalid(name, FIELD_PROBLEMS.atMost(max));
  return value;
}

/**
 * The listing query: `category` and `brand` comma lists and `sortBy`, checked as the server
 * checks them; with `extensions`, also `page`, `limit`, `fields=card` and best sellers first.
 * Without, those are ignored as a plain backend would.
 */
export function readListQuery(params: URLSearchParams, extensions: boolean): ListQuery {
  const category = commaList(params.get('category'), 'category', CATEGORIES);
  const brand = commaList(params.get('brand'), 'brand', BRANDS);
  const requested = params.get('sortBy');
  const known = extensions ? EXTENDED_SORTS : SORTS;
  let sortBy: ProductSortKey = DEFAULT_SORT;
  if (requested !== null && !(requested === 'sales-hightolow' && !extensions)) {
    if (!(known as string[]).includes(requested)) invalid('sortBy', FIELD_PROBLEMS.oneOf(SORTS));
    sortBy = requested as ProductSortKey;
  }
  const filters: ProductFilters = {};
  if (category.length) filters.category = category;
  if (brand.length) filters.brand = brand;
  const query: ListQuery = { filters, sortBy, card: false };
  if (!extensions) return query;
  const page = params.get('page');
  const limit = params.get('limit');
  if (page !== null || limit !== null) {
    query.page = {
      page: page === null ? 1 : pageNumber(page, 'page', Number.MAX_SAFE_INTEGER),
      limit: limit === null ? DEFAULT_PAGE_LIMIT : pageNumber(limit, 'limit', MAX_PAGE_LIMIT),
    };
  }
  query.card = params.get('fields') === 'card';
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
