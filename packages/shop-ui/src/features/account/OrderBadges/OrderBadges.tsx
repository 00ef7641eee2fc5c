import {
  type OrderStatus,
  PAYMENT_METHOD_TONES,
  type PaymentMethod,
  SHOPPER_STATUS_TONES,
} from '@atelier/api-client';
import { Badge, type BadgeProps } from '../../../primitives/Badge';

export interface ShopperOrderStatusBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  /** The order's status; coloured with the shopper palette (confirmed green, rejected red, delivered blue). */
  status: OrderStatus;
}

/** An order's status as the shopper sees it. */
export function ShopperOrderStatusBadge({ status, ...props }: ShopperOrderStatusBadgeProps) {
  return (
    <Badge tone={SHOPPER_STATUS_TONES[status]} {...props}>
      {status}
    </Badge>
  );
}

export interface PaymentMethodBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  /** How the order is paid; cod orange, online teal. */
  method: PaymentMethod;
}

/** An order's payment method. */
export function PaymentMethodBadge({ method, ...props }: PaymentMethodBadgeProps) {
  return (
    <Badge tone={PAYMENT_METHOD_TONES[method]} {...props}>
      {method}
    </Badge>
  );
}
