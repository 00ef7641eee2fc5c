import type { Address, Order } from '@atelier/api-client';

/**
 * The address checkout chooses before the shopper does: the only one saved, else the one the
 * newest order went to while it is still saved, else none (the shopper picks).
 */
export function preferredAddressId(
  addresses: readonly Address[] | undefined,
  orders: readonly Order[] | undefined,
): string | null {
  if (!addresses?.length) return null;
  if (addresses.length === 1) return addresses[0]?._id ?? null;
  const saved = new Set(addresses.map((address) => address._id));
  let newest: Order | undefined;
  for (const order of orders ?? []) {
    if (!saved.has(order.addressInfo.addressId)) continue;
    if (!newest || order.orderDate > newest.orderDate) newest = order;
  }
  return newest?.addressInfo.addressId ?? null;
}
