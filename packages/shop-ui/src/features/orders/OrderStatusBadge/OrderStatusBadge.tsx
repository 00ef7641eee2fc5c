import { ORDER_STATUS_LABELS, type OrderStatus } from '@atelier/api-client';
import { Badge, type BadgeProps } from '../../../primitives/Badge';
import { ORDER_STATUS_TONES, type OrderAudience } from '../../../theme';

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
    <Badge tone={ORDER_STATUS_TONES[audience][status]} {...props}>
      {ORDER_STATUS_LABELS[status]}
    </Badge>
  );
}
