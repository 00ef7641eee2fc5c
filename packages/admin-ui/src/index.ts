export { OrderStatusBadge, type OrderStatusBadgeProps } from './orders/OrderStatusBadge';
