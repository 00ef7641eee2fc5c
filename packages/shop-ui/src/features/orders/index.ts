export { OrderStatusBadge, type OrderStatusBadgeProps } from './OrderStatusBadge';
export { OrderTimeline, type OrderTimelineProps } from './OrderTimeline';
export { PaymentMethodBadge, type PaymentMethodBadgeProps } from './PaymentMethodBadge';
