import { DEFAULT_SORT, SORT_OPTIONS } from '../constants';
import type { Product, ProductPicture } from '../entities';
import type {
  CardProduct,
  ProductFilters,
  ProductListResponse,
  ProductPageRequest,
  ProductSortKey,
} from '../payloads';
import { matchesProductFilters } from './facets';
import { unitPrice } from './pricing';

/**
 * Extension 1: the fields `fields=card` keeps (sizes too: quick add needs per-size stock). With
 * extension `product-colours`, also the colours (swatches) and, of the pictures, only the first
 * of each colour (what a card shows when a swatch is chosen): see cardPictures.
 */
export const CARD_FIELDS = [
  '_id',
  'title',
  'image',
  'imageWidths',
  'category',
  'brand',
  'price',
  'salePrice',
  'totalStock',
  'averageReview',
  'salesCount',
  'sizes',
  'colours',
  'pictures',
] as const satisfies ReadonlyArray<keyof Product>;

/** The first picture of each colour (and the first of those showing every colour), in order. */
export function cardPictures(pictures: readonly ProductPicture[]): ProductPicture[] {
  const seen = new Set<string>();
  return pictures.filter((picture) => {
    const colour = picture.colour ?? '';
    if (seen.has(colour)) return false;
    seen.add(colour);
    return true;
  });
}

/** Every sort of extension 1: the spec's four, then best sellers first. */
export const PRODUCT_SORT_KEYS: readonly ProductSortKey[] = [
  ...SORT_OPTIONS.map((option) => option.id),
  'sales-hightolow',
];

/** The most products one page may carry. */
export const MAX_PAGE_LIMIT = 100;
/** Products per page when a request names a page but no limit, and the listing's page size. */
export const DEFAULT_PAGE_LIMIT = 24;
/** How many best sellers home shows under 'Feature Products'. */
export const BEST_SELLERS_COUNT = 8;

export function toCardProduct(product: CardProduct): CardProduct {
  const card = {} as Record<string, unknown>;
  for (const field of CARD_FIELDS) {
    if (product[field] !== undefined) card[field] = product[field];
  }
  if (product.pictures) card.pictures = cardPictures(product.pictures);
  return card as CardProduct;
}

// Code-unit order, as the reference server's database compares text, so pages agree.
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byId = (a: CardProduct, b: CardProduct) => byText(a._id, b._id);

/**
 * The order of every sort, ties broken by `_id` so pages never overlap or skip. Price sorts
 * compare what a shopper pays (the sale price when there is one), then the title.
 */
export const PRODUCT_COMPARATORS: Record<
  ProductSortKey,
  (a: CardProduct, b: CardProduct) => number
> = {
  'price-lowtohigh': (a, b) =>
    unitPrice(a) - unitPrice(b) || byText(a.title, b.title) || byId(a, b),
  'price-hightolow': (a, b) =>
    unitPrice(b) - unitPrice(a) || byText(a.title, b.title) || byId(a, b),
  'title-atoz': (a, b) => byText(a.title.toLowerCase(), b.title.toLowerCase()) || byId(a, b),
  'title-ztoa': (a, b) => byText(b.title.toLowerCase(), a.title.toLowerCase()) || byId(a, b),
  'sales-hightolow': (a, b) => b.salesCount - a.salesCount || byId(a, b),
};

/**
 * Products in the categories and brands asked for and, with extension `product-facets`, in
 * stock in the sizes and colours asked for, within the price range; an empty or missing filter
 * keeps all.
 */
export function filterProducts<P extends CardProduct>(
  products: readonly P[],
  filters: ProductFilters = {},
): P[] {
  return products.filter((product) => matchesProductFilters(product, filters));
}

export function sortProducts<P extends CardProduct>(
  products: readonly P[],
  sortBy: ProductSortKey = DEFAULT_SORT,
): P[] {
  return [...products].sort(PRODUCT_COMPARATORS[sortBy]);
}

/** The client recognises a paged answer (extension 1) by its numeric `total`. */
export function isPagedAnswer<P>(
  answer: ProductListResponse<P>,
): answer is ProductListResponse<P> & { total: number } {
  return typeof answer.total === 'number' && Number.isFinite(answer.total);
}

/** One page of an already filtered and sorted list, in the extension's answer shape. */
export function pageOf<P>(
  products: readonly P[],
  { page, limit }: Pick<ProductPageRequest, 'page' | 'limit'>,
): ProductListResponse<P> & { total: number } {
  const start = (page - 1) * limit;
  return {
    success: true,
    data: products.slice(start, start + limit),
    page,
    limit,
    total: products.length,
  };
}
