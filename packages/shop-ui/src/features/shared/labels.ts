import {
  BADGES,
  BRAND_OPTIONS,
  type Brand,
  CATEGORY_OPTIONS,
  type Category,
  type Product,
  stockBadge,
  type Tone,
} from '@atelier/api-client';

/** The card badge's words (from the contract rule) and the tone that goes with them. */
export function cardBadge(
  product: Pick<Product, 'totalStock' | 'salePrice'>,
): { label: string; tone: Tone } | null {
  const label = stockBadge(product);
  if (label === null) return null;
  if (label === BADGES.outOfStock) return { label, tone: 'red' };
  if (label === BADGES.sale) return { label, tone: 'green' };
  return { label, tone: 'orange' };
}

export function categoryLabel(id: Category): string {
  return CATEGORY_OPTIONS.find((option) => option.id === id)?.label ?? id;
}

export function brandLabel(id: Brand): string {
  return BRAND_OPTIONS.find((option) => option.id === id)?.label ?? id;
}
