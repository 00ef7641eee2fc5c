import { z } from 'zod';
import {
  DEFAULT_SORT,
  FIELD_PROBLEMS,
  MAX_PAGE_LIMIT,
  PRODUCT_SORT_KEYS,
  type ProductSortKey,
  SERVER_MESSAGES,
  splitNameList,
} from '../contract';
import {
  brand,
  category,
  colourName,
  type ImageRule,
  id,
  imageRef,
  money,
  sizeLabel,
  stock,
  text,
} from './fields';

const splitCommas = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** `a,b,c` into a checked list; an empty parameter means no filter. */
export const commaList = <T extends z.ZodType<unknown, string>>(
  item: T,
  split: (value: string) => string[] = splitCommas,
) =>
  z
    .string()
    .max(500)
    .optional()
    .transform((value) => (value ? split(value) : []))
    .pipe(z.array(item).max(20));

/** A whole number in a query (digits only), from 1 to `max`. */
export const wholeNumber = (max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, FIELD_PROBLEMS.wholeNumber)
    .transform(Number)
    .pipe(z.number().min(1).max(max));

/** The product list's query as spec section 7 has it: category and brand, and the sort. */
export const plainProductListQuery = z.object({
  category: commaList(category),
  brand: commaList(brand),
  sortBy: z.enum(PRODUCT_SORT_KEYS as [ProductSortKey, ...ProductSortKey[]]).default(DEFAULT_SORT),
});

/** Extension `product-facets`: sizes and colours (comma lists, see joinNameList), a price range. */
const facetFilterFields = {
  size: commaList(sizeLabel, splitNameList),
  colour: commaList(colourName, splitNameList),
  minPrice: money.optional(),
  maxPrice: money.optional(),
};

type PriceRange = { minPrice?: number; maxPrice?: number };
const priceRangeInOrder: [(q: PriceRange) => boolean, { message: string; path: string[] }] = [
  (q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice,
  { message: FIELD_PROBLEMS.priceRange, path: ['maxPrice'] },
];

/** Extension `product-facets`: the facets' query, the list's filters without sort or paging. */
export const productFacetsQuery = plainProductListQuery
  .omit({ sortBy: true })
  .extend(facetFilterFields)
  .refine(...priceRangeInOrder);

/**
 * The product list's query: the filters and the sort; extension 1 adds paging (`page`, `limit`)
 * and the card projection (`fields=card`), extension `product-facets` sizes, colours and prices.
 */
export const productListQuery = plainProductListQuery
  .extend({
    ...facetFilterFields,
    page: wholeNumber(Number.MAX_SAFE_INTEGER).optional(),
    limit: wholeNumber(MAX_PAGE_LIMIT).optional(),
    fields: z.string().max(20).optional(),
  })
  .refine(...priceRangeInOrder);

export const searchParams = z.object({ keyword: z.string().max(100, FIELD_PROBLEMS.tooLong) });

const sizeEntry = z.object({ _id: id.optional(), size: sizeLabel, stock });

const colourEntry = z.object({
  name: colourName,
  swatch: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, FIELD_PROBLEMS.swatch)
    .toLowerCase(),
  sizes: z.array(z.object({ size: sizeLabel, stock })).max(30, FIELD_PROBLEMS.tooManyEntries),
});

const pictureEntry = (image: ImageRule) =>
  z.object({
    url: image,
    alt: z.string().trim().max(300, FIELD_PROBLEMS.tooLong).default(''),
    colour: colourName.optional(),
  });

type ProductShape = {
  sizes?: Array<{ size: string }>;
  colours?: Array<{ name: string; sizes: Array<{ size: string }> }>;
  pictures?: Array<{ colour?: string }>;
};

/** Extension `product-colours`: colours and pictures name only what the product has. */
function checkColours(p: ProductShape, ctx: z.RefinementCtx) {
  const messages = SERVER_MESSAGES.adminProducts;
  const colours = p.colours ?? [];
  const names = new Set(colours.map((colour) => colour.name.toLowerCase()));
  if (names.size !== colours.length) {
    ctx.addIssue({ code: 'custom', message: messages.duplicateColours, path: ['colours'] });
  }
  if (p.sizes) {
    const sizes = new Set(p.sizes.map((size) => size.size));
    for (const colour of colours) {
      const unknown = colour.sizes.find((entry) => !sizes.has(entry.size));
      if (unknown) {
        ctx.addIssue({
          code: 'custom',
          message: messages.colourSizeUnknown(colour.name, unknown.size),
          path: ['colours'],
        });
      }
    }
  }
  if (p.colours) {
    const named = new Set(colours.map((colour) => colour.name));
    const stray = p.pictures?.find((picture) => picture.colour && !named.has(picture.colour));
    if (stray?.colour) {
      ctx.addIssue({
        code: 'custom',
        message: messages.pictureColourUnknown(stray.colour),
        path: ['pictures'],
      });
    }
  }
}

/**
 * The admin form's product, checked field by field, then as a whole. Sizes are optional: an add
 * without them has none, an edit without them keeps the product's own. `image` is the server's
 * rule unless another is given (the mock backend also takes the data: URLs its upload returns).
 */
export const productBodyWith = (image: ImageRule) =>
  z
    .object({
      image,
      title: text(200),
      description: text(5000),
      category,
      brand,
      price: money.refine((value) => value > 0, FIELD_PROBLEMS.aboveZero),
      salePrice: money,
      totalStock: stock.default(0),
      // Computed from reviews; a value sent by the form is ignored.
      averageReview: z.unknown().optional(),
      sizes: z.array(sizeEntry).max(30, FIELD_PROBLEMS.tooManyEntries).optional(),
      // Extension `product-colours`: left out, an edit keeps the product's own.
      colours: z.array(colourEntry).max(12, FIELD_PROBLEMS.tooManyEntries).optional(),
      pictures: z.array(pictureEntry(image)).max(20, FIELD_PROBLEMS.tooManyEntries).optional(),
    })
    .refine((p) => p.salePrice < p.price, {
      message: SERVER_MESSAGES.adminProducts.salePriceTooHigh,
      path: ['salePrice'],
    })
    .refine(
      (p) => !p.sizes || new Set(p.sizes.map((s) => s.size.toLowerCase())).size === p.sizes.length,
      { message: SERVER_MESSAGES.adminProducts.duplicateSizes, path: ['sizes'] },
    )
    .superRefine(checkColours);

export const productBody = productBodyWith(imageRef);
export const newSizeBody = z.object({ size: sizeLabel, stock });
/** A size's new stock; extension `product-colours`: in one colour of a product with colours. */
export const sizeStockBody = z.object({ stock, colour: colourName.optional() });

/** A homepage feature image; `image` as in productBodyWith. */
export const featureBodyWith = (image: ImageRule) => z.object({ image });
export const featureBody = featureBodyWith(imageRef);
