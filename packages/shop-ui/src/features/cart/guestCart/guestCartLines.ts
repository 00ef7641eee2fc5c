import { type CartItem, colourImage, colourKey, type Product } from '@atelier/api-client';

/** A cart line's identity: one product in one size (and colour, for a product with colours). */
export type CartLineRef = Pick<CartItem, 'productId' | 'selectedSize' | 'selectedColour'>;

/**
 * What a guest line copies from the product when it is added (the server cart does the same);
 * a line in a colour shows that colour's picture.
 */
export type CartProduct = Pick<
  Product,
  '_id' | 'title' | 'image' | 'price' | 'salePrice' | 'pictures'
>;

const sameLine = (a: CartLineRef, b: CartLineRef) =>
  a.productId === b.productId &&
  a.selectedSize === b.selectedSize &&
  colourKey(a.selectedColour) === colourKey(b.selectedColour);

/** Adds units to a line, creating it at the end when new (the server cart's order). */
export function addLine(
  items: readonly CartItem[],
  product: CartProduct,
  selectedSize: string,
  quantity: number,
  selectedColour?: string,
): CartItem[] {
  const ref = { productId: product._id, selectedSize, selectedColour };
  if (items.some((item) => sameLine(item, ref))) {
    return items.map((item) =>
      sameLine(item, ref) ? { ...item, quantity: item.quantity + quantity } : item,
    );
  }
  return [
    ...items,
    {
      productId: product._id,
      title: product.title,
      image: colourImage(product, selectedColour),
      price: product.price,
      salePrice: product.salePrice,
      quantity,
      selectedSize,
      ...(selectedColour ? { selectedColour } : {}),
    },
  ];
}

export function setLineQuantity(
  items: readonly CartItem[],
  ref: CartLineRef,
  quantity: number,
): CartItem[] {
  return items.map((item) => (sameLine(item, ref) ? { ...item, quantity } : item));
}

export function removeLine(items: readonly CartItem[], ref: CartLineRef): CartItem[] {
  return items.filter((item) => !sameLine(item, ref));
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

function isAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** A stored line, or null when it is not one (storage is the browser's, so anything may be there). */
function toLine(value: unknown): CartItem | null {
  if (!value || typeof value !== 'object') return null;
  const line = value as Record<string, unknown>;
  const { productId, title, image, price, salePrice, quantity, selectedSize, selectedColour } =
    line;
  if (!isText(productId) || !isText(selectedSize) || typeof title !== 'string') return null;
  if (typeof image !== 'string' || !isAmount(price) || !isAmount(salePrice)) return null;
  if (!Number.isInteger(quantity) || (quantity as number) < 1) return null;
  return {
    productId,
    title,
    image,
    price,
    salePrice,
    quantity: quantity as number,
    selectedSize,
    ...(isText(selectedColour) ? { selectedColour } : {}),
  };
}

/** Parses what storage holds; malformed lines are dropped, a malformed whole is an empty cart. */
export function parseGuestCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.map(toLine).filter((line): line is CartItem => line !== null);
  } catch {
    return [];
  }
}
