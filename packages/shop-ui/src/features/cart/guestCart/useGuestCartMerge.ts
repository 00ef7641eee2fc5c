import type { CartItem } from '@atelier/api-client';
import { useApiClient, useCart, useSession } from '@atelier/api-client/swr';
import { useEffect, useSyncExternalStore } from 'react';
import { useToast } from '../../../primitives/Toast';
import { SHOP_TEXT } from '../../shared';
import { removeLine } from './guestCartLines';
import { readGuestCart, writeGuestCart } from './guestCartStore';
import { type MergeShortfall, mergeGuestCart } from './mergeGuestCart';
import { useGuestCart } from './useGuestCart';

// One merge per page at a time, whichever component asked first; the others see its progress.
let mergingFor: string | null = null;
// The lines a merge left unsent, per shopper, so an unreachable server is not asked in a loop.
const unsentAfter = new Map<string, string>();
const listeners = new Set<() => void>();

function setMergingFor(userId: string | null) {
  mergingFor = userId;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function describeShortfalls(shortfalls: readonly MergeShortfall[]): string {
  return shortfalls
    .map(({ line, added }) =>
      added > 0
        ? `${line.title} (size ${line.selectedSize}): ${added} of ${line.quantity}`
        : `${line.title} (size ${line.selectedSize})`,
    )
    .join('; ');
}

/**
 * Once a guest signs in (or registers and signs in), moves the cart they kept in the browser
 * into their server cart, within stock, and says what did not fit. Safe to call from every
 * screen that shows the cart; returns true while the move runs, so checkout can wait for it.
 */
export function useGuestCartMerge(): boolean {
  const userId = useSession().data?.id;
  const lines = useGuestCart();
  const client = useApiClient();
  const { mutate } = useCart(userId);
  const { toast } = useToast();
  const snapshot = JSON.stringify(lines);

  useEffect(() => {
    if (!userId || lines.length === 0 || mergingFor !== null) return;
    if (unsentAfter.get(userId) === snapshot) return;
    setMergingFor(userId);
    const settle = (line: CartItem) => {
      try {
        writeGuestCart(removeLine(readGuestCart(), line));
      } catch {
        // Storage went away mid-merge; the line is on the server now either way.
      }
    };
    void mergeGuestCart(client, userId, lines, settle)
      .then(async ({ cart, shortfalls, unsent }) => {
        if (cart) await mutate(cart, { revalidate: false });
        if (unsent.length > 0) unsentAfter.set(userId, JSON.stringify(readGuestCart()));
        if (shortfalls.length > 0) {
          toast({
            title: SHOP_TEXT.guestCartShort,
            description: describeShortfalls(shortfalls),
            variant: 'destructive',
          });
        }
      })
      .finally(() => setMergingFor(null));
  }, [userId, lines, snapshot, client, mutate, toast]);

  return useSyncExternalStore(
    subscribe,
    () => userId !== undefined && mergingFor === userId,
    () => false,
  );
}
