import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@atelier/api-client';
import { Badge, type BadgeProps } from '../../../primitives/Badge';
import { PAYMENT_METHOD_TONES } from '../../../theme';

export interface PaymentMethodBadgeProps extends Omit<BadgeProps, 'tone' | 'children'> {
  /** How the order is paid, shown in words: cod 'Cash on delivery' (orange), online 'Card' (teal). */
  method: PaymentMethod;
}

/** An order's payment method in words. */
export function PaymentMethodBadge({ method, ...props }: PaymentMethodBadgeProps) {
  return (
    <Badge tone={PAYMENT_METHOD_TONES[method]} {...props}>
      {PAYMENT_METHOD_LABELS[method]}
    </Badge>
  );
}
