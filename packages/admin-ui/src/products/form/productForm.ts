import {
  type Brand,
  type Category,
  canAddSize,
  isProductFormValid,
  PRODUCT_IMPORT_MESSAGES,
  type Product,
  type ProductInput,
  parseStock,
  resolveTotalStock,
} from '@atelier/api-client';

/** The product form as typed: numbers stay text until submit, so an empty field is visible. */
export interface ProductFormValues {
  image: string;
  title: string;
  description: string;
  category: Category | '';
  brand: Brand | '';
  price: string;
  salePrice: string;
  totalStock: string;
}

export type ProductField = keyof ProductFormValues;

/** A size as the form holds it; `_id` once the server knows it. */
export interface SizeDraft {
  key: string;
  _id?: string;
  size: string;
  stock: string;
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  image: '',
  title: '',
  description: '',
  category: '',
  brand: '',
  price: '',
  salePrice: '',
  totalStock: '',
};

/** Edit mode starts from the product as the server has it. */
export function formFromProduct(product: Product): ProductFormValues {
  return {
    image: product.image,
    title: product.title,
    description: product.description,
    category: product.category,
    brand: product.brand,
    price: String(product.price),
    salePrice: String(product.salePrice),
    totalStock: String(product.totalStock),
  };
}

export function draftsFromSizes(sizes: Product['sizes']): SizeDraft[] {
  return sizes.map((entry) => ({
    key: entry._id,
    _id: entry._id,
    size: entry.size,
    stock: String(entry.stock),
  }));
}

export const FIELD_LABELS: Record<ProductField, string> = {
  image: 'Image',
  title: 'Title',
  description: 'Description',
  category: 'Category',
  brand: 'Brand',
  price: 'Price',
  salePrice: 'Sale Price',
  totalStock: 'Total Stock',
};

const REQUIRED: readonly ProductField[] = [
  'image',
  'title',
  'description',
  'category',
  'brand',
  'price',
  'salePrice',
];

// The form and the products file (extension 'catalogue-csv') word a product's problems alike.
const MESSAGES = PRODUCT_IMPORT_MESSAGES;

const asNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * Why each field cannot be saved yet. Spec section 5 asks only for non-empty fields; the price
 * rules are the server's (price above 0, a sale price lower than the price, 0 for none), checked
 * here so the admin learns them before sending rather than from a refusal.
 */
export function productFieldErrors(
  values: ProductFormValues,
): Partial<Record<ProductField, string>> {
  const errors: Partial<Record<ProductField, string>> = {};
  for (const field of REQUIRED) {
    if (String(values[field]).trim() === '') errors[field] = MESSAGES.required(FIELD_LABELS[field]);
  }
  const price = asNumber(values.price);
  const salePrice = asNumber(values.salePrice);
  if (!errors.price && !(price > 0)) errors.price = MESSAGES.price;
  if (!errors.salePrice) {
    if (!(salePrice >= 0)) {
      errors.salePrice = MESSAGES.salePrice;
    } else if (salePrice > 0 && price > 0 && salePrice >= price) {
      errors.salePrice = MESSAGES.salePriceTooHigh;
    }
  }
  return errors;
}

/** A size entry needs a size and a stock value (spec section 5). */
export function sizeDraftError(draft: Pick<SizeDraft, 'stock'>): string | undefined {
  return draft.stock.trim() === '' ? 'Stock is required' : undefined;
}

/** Whether every rule holds, so Add / Edit may be pressed. */
export function isProductFormComplete(
  values: ProductFormValues,
  sizes: readonly Pick<SizeDraft, 'size' | 'stock'>[],
): boolean {
  const input = {
    ...values,
    sizes: sizes.map((entry) => ({
      size: entry.size,
      stock: entry.stock.trim() === '' ? undefined : parseStock(entry.stock),
    })),
  };
  return (
    isProductFormValid(input as Parameters<typeof isProductFormValid>[0]) &&
    Object.keys(productFieldErrors(values)).length === 0
  );
}

/** The fields still missing or wrong, by label, for the hint beside the disabled button. */
export function missingFieldLabels(values: ProductFormValues): string[] {
  const errors = productFieldErrors(values);
  return REQUIRED.filter((field) => errors[field]).map((field) => FIELD_LABELS[field]);
}

/** Sum of the sizes' stock; non-numeric stock counts as 0. */
export function sizeStockSum(sizes: readonly Pick<SizeDraft, 'stock'>[]): number {
  return sizes.reduce((sum, entry) => sum + parseStock(entry.stock), 0);
}

/** Checks a new size before it is added; returns the message to show, or undefined. */
export function newSizeError(
  size: string,
  stock: string,
  existing: readonly Pick<SizeDraft, 'size'>[],
): string | undefined {
  if (!canAddSize(size, stock)) return undefined;
  const wanted = size.trim().toLowerCase();
  return existing.some((entry) => entry.size.trim().toLowerCase() === wanted)
    ? `Size ${size.trim()} already exists`
    : undefined;
}

/** What Add / Edit sends: numbers parsed, totalStock from the sizes when they hold any stock. */
export function toProductInput(
  values: ProductFormValues,
  sizes: readonly SizeDraft[],
): ProductInput {
  const parsedSizes = sizes.map((entry) => ({
    ...(entry._id ? { _id: entry._id } : {}),
    size: entry.size.trim(),
    stock: parseStock(entry.stock),
  }));
  return {
    image: values.image,
    title: values.title.trim(),
    description: values.description.trim(),
    category: values.category as Category,
    brand: values.brand as Brand,
    price: Number(values.price),
    salePrice: Number(values.salePrice),
    sizes: parsedSizes,
    totalStock: resolveTotalStock(parsedSizes, parseStock(values.totalStock)),
  };
}
