import {
  type ApiClient,
  type Cart,
  type CartItem,
  isApiError,
  lineColour,
  quantityInCartOf,
  sizesForColour,
} from '@atelier/api-client';

/** A guest line that went into the shopper's cart with fewer units than asked, or none. */
export interface MergeShortfall {
  line: CartItem;
  /** Units added: what the size's stock left room for next to the shopper's own cart. */
  added: number;
}

export interface MergeResult {
  /** The shopper's cart after the merge, or undefined when not even reading it worked. */
  cart: Cart | undefined;
  shortfalls: MergeShortfall[];
  /** Lines left in the browser because the server could not be reached; tried again later. */
  unsent: CartItem[];
}

/** No answer (network, timeout): worth trying again later, unlike a refusal. */
function unanswered(error: unknown): boolean {
  return !isApiError(error) || error.kind === 'network' || error.kind === 'timeout';
}

/**
 * Moves a guest's lines into the shopper's server cart, line by line, each within what the
 * size's stock leaves next to the lines the shopper already had. `onSettled` hears about each
 * line the moment it is done with (added, partly added or refused), so a page closed half-way
 * never adds a line twice. Lines the server could not be asked about stay for a later try.
 */
export async function mergeGuestCart(
  client: ApiClient,
  userId: string,
  lines: readonly CartItem[],
  onSettled: (line: CartItem) => void,
): Promise<MergeResult> {
  const result: MergeResult = { cart: undefined, shortfalls: [], unsent: [] };
  try {
    result.cart = (await client.cart.get(userId)).data;
  } catch {
    result.unsent = [...lines];
    return result;
  }
  for (const line of lines) {
    try {
      const product = (await client.products.details(line.productId)).data;
      // A line added without a colour (a card's quick add) goes in the colour the server
      // would give it, so its stock is that colour's.
      const colour: string | undefined =
        lineColour(product, line.selectedColour, line.selectedSize, result.cart?.items) ||
        undefined;
      const sizes = sizesForColour(product, colour) ?? [];
      const stock = sizes.find((size) => size.size === line.selectedSize)?.stock ?? 0;
      const inCart = quantityInCartOf(
        result.cart?.items ?? [],
        line.productId,
        line.selectedSize,
        colour,
      );
      const quantity = Math.min(line.quantity, Math.max(0, stock - inCart));
      if (quantity > 0) {
        result.cart = (
          await client.cart.add({
            userId,
            productId: line.productId,
            selectedSize: line.selectedSize,
            quantity,
            ...(colour ? { selectedColour: colour } : {}),
          })
        ).data;
      }
      if (quantity < line.quantity) result.shortfalls.push({ line, added: quantity });
    } catch (error) {
      if (unanswered(error)) {
        result.unsent.push(line);
        continue;
      }
      // Refused (the product is gone, or the stock changed under us): nothing of it went in.
      result.shortfalls.push({ line, added: 0 });
    }
    onSettled(line);
  }
  return result;
}
