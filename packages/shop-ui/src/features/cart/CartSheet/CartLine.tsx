import {
  type CartItem,
  CONFIRMATIONS,
  cartIncreaseError,
  hasColours,
  sizesForColour,
} from '@atelier/api-client';
import { useProduct } from '@atelier/api-client/swr';
import { useAction } from '../../../actions';
import { useToast } from '../../../primitives/Toast';
import { CartItemRow } from '../CartItemRow';
import type { ShopCart } from '../useShopCart';

export interface CartLineProps {
  /** The cart line. */
  item: CartItem;
  /** The cart it belongs to (a guest's or the shopper's). */
  cart: Pick<ShopCart, 'owner' | 'update' | 'remove'>;
}

/** A cart line wired to its cart: stock check on "+", updates and removal with their toasts. */
export function CartLine({ item, cart }: CartLineProps) {
  // The cart line does not carry stock; the product's sizes do.
  const { data: product } = useProduct(item.productId);
  const { toast } = useToast();
  const ref = {
    productId: item.productId,
    selectedSize: item.selectedSize,
    selectedColour: item.selectedColour,
  };
  // A new quantity, or null to remove the line; one change at a time, so two quick presses on
  // "+" cannot both pass the stock check.
  const change = useAction(
    (quantity: number | null) =>
      quantity === null ? cart.remove(ref) : cart.update(ref, quantity),
    {
      successToast: (_cart, quantity) =>
        quantity === null ? CONFIRMATIONS.cartDeleted : CONFIRMATIONS.cartUpdated,
    },
  );

  const increase = () => {
    // A line in a colour counts that colour's stock of the size.
    const colour = product && hasColours(product) ? item.selectedColour : undefined;
    const sizes = product ? sizesForColour(product, colour) : undefined;
    const stock = sizes?.find((size) => size.size === item.selectedSize)?.stock;
    // Until the product has loaded the server checks a shopper's stock and answers with the
    // same message; a guest's "+" waits for the product, since only the browser checks it.
    if (stock === undefined && cart.owner === 'guest') return;
    const problem = stock === undefined ? null : cartIncreaseError(item, stock);
    if (problem) {
      toast({ title: problem, variant: 'destructive' });
      return;
    }
    void change.run(item.quantity + 1);
  };

  return (
    <CartItemRow
      item={item}
      isPending={change.isPending}
      onIncrease={increase}
      onDecrease={() => void change.run(item.quantity - 1)}
      onRemove={() => void change.run(null)}
    />
  );
}
