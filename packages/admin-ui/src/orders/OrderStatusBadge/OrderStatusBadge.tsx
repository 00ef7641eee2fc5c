import { ADMIN_STATUS_TONES, type OrderStatus } from '@atelier/api-client';
import { Badge, type BadgeProps } from '@atelier/shop-ui';

export interface OrderStatusBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  /** The order's status; the badge colour follows the admin palette of the spec. */
  status: OrderStatus;
}

/** Order status in the back office: confirmed green, pending yellow, inProcess blue, ... */
export function OrderStatusBadge({ status, ...props }: OrderStatusBadgeProps) {
  return (
    <Badge tone={ADMIN_STATUS_TONES[status]} {...props}>
      {status}
    </Badge>
  );
}
