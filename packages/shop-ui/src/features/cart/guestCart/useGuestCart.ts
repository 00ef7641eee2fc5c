import type { CartItem } from '@atelier/api-client';
import { useSyncExternalStore } from 'react';
import { readGuestCart, serverGuestCart, subscribeGuestCart } from './guestCartStore';

/** The guest's cart lines, kept in this browser; empty on the server and until hydrated. */
export function useGuestCart(): readonly CartItem[] {
  return useSyncExternalStore(subscribeGuestCart, readGuestCart, serverGuestCart);
}
