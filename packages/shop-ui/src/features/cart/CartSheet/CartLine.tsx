import { type CartItem, CONFIRMATIONS, cartIncreaseError } from '@atelier/api-client';
import { type CartActions, useProduct } from '@atelier/api-client/swr';
import { useRef, useState } from 'react';
import { useToast } from '../../../primitives/Toast';
import { CartItemRow } from '../CartItemRow';

export interface CartLineProps {
  /** The cart line. */
  item: CartItem;
  /** The signed-in user's cart actions. */
  actions: CartActions;
}

/** A cart line wired to the server: stock check on "+", updates and removal with their toasts. */
export function CartLine({ item, actions }: CartLineProps) {
  // The cart line does not carry stock; the product's sizes do.
  const { data: product } = useProduct(item.productId);
  const { toast } = useToast();
  const [isPending, setPending] = useState(false);
  // A ref, not state, so two quick presses cannot both pass before a re-render.
  const busy = useRef(false);

  const run = async (change: () => Promise<unknown>, confirmation: string) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      await change();
      toast({ title: confirmation });
    } catch (error) {
      toast({
        title: error instanceof Error ? error.message : 'Something went wrong',
        variant: 'destructive',
      });
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  const ref = { productId: item.productId, selectedSize: item.selectedSize };
  const setQuantity = (quantity: number) =>
    run(() => actions.update({ ...ref, quantity }), CONFIRMATIONS.cartUpdated);

  const increase = () => {
    const stock = product?.sizes.find((size) => size.size === item.selectedSize)?.stock;
    // Until the product has loaded the server checks the stock and answers with the same message.
    const problem = stock === undefined ? null : cartIncreaseError(item, stock);
    if (problem) {
      toast({ title: problem, variant: 'destructive' });
      return;
    }
    void setQuantity(item.quantity + 1);
  };

  return (
    <CartItemRow
      item={item}
      isPending={isPending}
      onIncrease={increase}
      onDecrease={() => void setQuantity(item.quantity - 1)}
      onRemove={() => void run(() => actions.remove(ref), CONFIRMATIONS.cartDeleted)}
    />
  );
}
