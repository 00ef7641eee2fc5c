import { BADGES, type Product, stockBadge, type Tone } from '@atelier/api-client';

/** The card badge of spec section 4 with the storefront's tones (out of stock red, sale green). */
export function stockLabel(
  product: Pick<Product, 'totalStock' | 'salePrice'>,
): { label: string; tone: Tone } | null {
  const label = stockBadge(product);
  if (label === null) return null;
  if (label === BADGES.outOfStock) return { label, tone: 'red' };
  if (label === BADGES.sale) return { label, tone: 'green' };
  return { label, tone: 'orange' };
}
