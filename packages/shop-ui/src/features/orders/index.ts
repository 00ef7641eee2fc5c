export { OrderStatusBadge, type OrderStatusBadgeProps } from './OrderStatusBadge';
export { PaymentMethodBadge, type PaymentMethodBadgeProps } from './PaymentMethodBadge';
