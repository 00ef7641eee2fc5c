export {
  type OrderAudience,
  OrderStatusBadge,
  type OrderStatusBadgeProps,
  ShopperOrderStatusBadge,
  type ShopperOrderStatusBadgeProps,
} from './OrderStatusBadge';
export { PaymentMethodBadge, type PaymentMethodBadgeProps } from './PaymentMethodBadge';
