import type { ProductInput, Size } from '../entities';

/** Stock typed into the admin form: a whole number of at least 0; anything else becomes 0. */
export function parseStock(value: unknown): number {
  const parsed = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(parsed) && parsed > 0 ? Math.floor(parsed) : 0;
}

/** totalStock is the sum of the size stocks when that sum is above zero, else what was typed. */
export function resolveTotalStock(
  sizes: ReadonlyArray<Pick<Size, 'stock'>>,
  typed: number,
): number {
  const sum = sizes.reduce((total, size) => total + size.stock, 0);
  return sum > 0 ? sum : typed;
}

const REQUIRED_PRODUCT_FIELDS = [
  'image',
  'title',
  'description',
  'category',
  'brand',
  'price',
  'salePrice',
] as const;

type ProductFormValues = { [K in keyof ProductInput]?: ProductInput[K] | string | null };

/** Admin form completeness: the required fields are non-empty and every size is whole. */
export function isProductFormValid(form: ProductFormValues): boolean {
  const filled = REQUIRED_PRODUCT_FIELDS.every((name) => {
    const value = form[name];
    return value !== undefined && value !== null && String(value).trim() !== '';
  });
  const sizes = (form.sizes ?? []) as ProductInput['sizes'];
  return filled && sizes.every((entry) => entry.size.trim() !== '' && entry.stock !== undefined);
}

/** A size entry can be added once it has size text and a stock value. */
export function canAddSize(size: string, stock: string | number): boolean {
  return size.trim() !== '' && String(stock).trim() !== '';
}
