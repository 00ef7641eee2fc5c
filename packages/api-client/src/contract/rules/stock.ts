import { LOW_STOCK_THRESHOLD } from '../constants';
import type { CartItem, ColourStock, Product } from '../entities';
import { BADGES, STOCK } from '../messages';
import { quantityInCartOf } from './colours';

/** The card badge: out of stock, low stock, sale, or none. */
export function stockBadge(product: Pick<Product, 'totalStock' | 'salePrice'>): string | null {
  if (product.totalStock <= 0) return BADGES.outOfStock;
  if (product.totalStock < LOW_STOCK_THRESHOLD) return BADGES.lowStock(product.totalStock);
  if (product.salePrice > 0) return BADGES.sale;
  return null;
}

/** Sizes a shopper may choose: those with stock above 0. */
export function sizesInStock<T extends ColourStock>(sizes: readonly T[]): T[] {
  return sizes.filter((size) => size.stock > 0);
}

function quantityInCart(
  cartItems: readonly CartItem[],
  productId: string,
  selectedSize?: string,
): number {
  return cartItems
    .filter(
      (item) =>
        item.productId === productId &&
        (selectedSize === undefined || item.selectedSize === selectedSize),
    )
    .reduce((sum, item) => sum + item.quantity, 0);
}

export interface DialogAddToCart {
  productId: string;
  /** The stock per size to check against: the chosen colour's when the product has colours. */
  sizes: readonly ColourStock[];
  selectedSize: string | null | undefined;
  /** Extension `product-colours`: only cart lines of this colour count. */
  selectedColour?: string | null;
  quantity: number;
  cartItems: readonly CartItem[];
}

/** Checks an add to cart from the product dialog; returns the message to show, or null. */
export function dialogAddToCartError(input: DialogAddToCart): string | null {
  const { selectedSize } = input;
  if (!selectedSize) return STOCK.selectSize;
  const stock = input.sizes.find((size) => size.size === selectedSize)?.stock ?? 0;
  if (stock < input.quantity) return STOCK.notEnoughForSize(selectedSize);
  const inCart = quantityInCartOf(
    input.cartItems,
    input.productId,
    selectedSize,
    input.selectedColour,
  );
  if (inCart + input.quantity > stock) return STOCK.onlyAvailableForSize(stock, selectedSize);
  return null;
}

/** Checks a cart sheet "+": the new quantity must not exceed the size's stock. */
export function cartIncreaseError(
  item: Pick<CartItem, 'quantity' | 'selectedSize'>,
  sizeStock: number,
): string | null {
  return item.quantity + 1 > sizeStock
    ? STOCK.cartLimitForSize(sizeStock, item.selectedSize)
    : null;
}

export type QuickAddResult = { ok: true; size: string } | { ok: false; message: string };

/**
 * Add one unit from a listing or search card, which has no size picker: the first size that
 * still has stock beyond what the cart holds is used. When none has, the listing stock message
 * names the product's total stock.
 */
export function quickAddToCart(
  product: Pick<Product, '_id' | 'sizes' | 'totalStock'>,
  cartItems: readonly CartItem[],
): QuickAddResult {
  const size = product.sizes.find(
    (entry) => entry.stock > quantityInCart(cartItems, product._id, entry.size),
  );
  if (size) return { ok: true, size: size.size };
  return { ok: false, message: STOCK.cartLimitForItem(Math.max(product.totalStock, 0)) };
}
