import {
  ADMIN_STATUS_TONES,
  ORDER_STATUS_LABELS,
  type OrderStatus,
  SHOPPER_STATUS_TONES,
  type Tone,
} from '@atelier/api-client';
import { Badge, type BadgeProps } from '../../../primitives/Badge';

/** Who is looking: the back office colours every status, the shop only the final ones. */
export type OrderAudience = 'admin' | 'shopper';

const TONES: Record<OrderAudience, Record<OrderStatus, Tone>> = {
  admin: ADMIN_STATUS_TONES,
  shopper: SHOPPER_STATUS_TONES,
};

export interface OrderStatusBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  /** The order's status, shown in words ('In shipping'). */
  status: OrderStatus;
  /**
   * The palette of spec section 4. admin: confirmed green, pending yellow, inProcess blue,
   * inShipping indigo, delivered purple, rejected red; shopper: confirmed green, rejected red,
   * delivered blue, the rest neutral.
   */
  audience: OrderAudience;
}

/** An order's status in words, coloured for the person looking at it. */
export function OrderStatusBadge({ status, audience, ...props }: OrderStatusBadgeProps) {
  return (
    <Badge tone={TONES[audience][status]} {...props}>
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}

export interface ShopperOrderStatusBadgeProps extends Omit<OrderStatusBadgeProps, 'audience'> {}

/** The shopper's view of an order status; same as `<OrderStatusBadge audience="shopper" />`. */
export function ShopperOrderStatusBadge(props: ShopperOrderStatusBadgeProps) {
  return <OrderStatusBadge {...props} audience="shopper" />;
}
