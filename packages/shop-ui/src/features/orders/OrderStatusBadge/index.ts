export {
  type OrderAudience,
  OrderStatusBadge,
  type OrderStatusBadgeProps,
  ShopperOrderStatusBadge,
  type ShopperOrderStatusBadgeProps,
} from './OrderStatusBadge';
