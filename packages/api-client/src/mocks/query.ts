import {
  BRAND_OPTIONS,
  type Brand,
  CATEGORY_OPTIONS,
  type Category,
  DEFAULT_SORT,
  type Product,
  SORT_OPTIONS,
  type SortKey,
  unitPrice,
} from '../contract';

function commaList<T extends string>(raw: string | null, allowed: readonly T[]): T[] {
  if (!raw) return [];
  const wanted = raw.split(',').map((value) => value.trim().toLowerCase());
  return allowed.filter((value) => wanted.includes(value));
}

const CATEGORIES: readonly Category[] = CATEGORY_OPTIONS.map((option) => option.id);
const BRANDS: readonly Brand[] = BRAND_OPTIONS.map((option) => option.id);
const SORT_KEYS: readonly SortKey[] = SORT_OPTIONS.map((option) => option.id);

// Shoppers compare what they would pay, so price sorts use the sale price when there is one.
const comparators: Record<SortKey, (a: Product, b: Product) => number> = {
  'price-lowtohigh': (a, b) => unitPrice(a) - unitPrice(b) || a.title.localeCompare(b.title),
  'price-hightolow': (a, b) => unitPrice(b) - unitPrice(a) || a.title.localeCompare(b.title),
  'title-atoz': (a, b) => a.title.localeCompare(b.title),
  'title-ztoa': (a, b) => b.title.localeCompare(a.title),
};

/** The listing query of the client: `category` and `brand` comma lists, then `sortBy`. */
export function listProducts(products: readonly Product[], params: URLSearchParams): Product[] {
  const categoryParam = params.get('category');
  const brandParam = params.get('brand');
  const categories = commaList(categoryParam, CATEGORIES);
  const brands = commaList(brandParam, BRANDS);
  const requested = params.get('sortBy');
  const sortBy = SORT_KEYS.find((key) => key === requested) ?? DEFAULT_SORT;
  return products
    .filter(
      (product) =>
        (!categoryParam || categories.includes(product.category)) &&
        (!brandParam || brands.includes(product.brand)),
    )
    .sort(comparators[sortBy]);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Every word of the keyword must start a word of the title, description, brand or category,
 * case-insensitively. Matching at word starts keeps "men" from finding every "women's" item
 * while "jean" still finds jeans.
 */
export function searchProducts(products: readonly Product[], keyword: string): Product[] {
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
