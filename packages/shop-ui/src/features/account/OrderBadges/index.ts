export {
  PaymentMethodBadge,
  type PaymentMethodBadgeProps,
  ShopperOrderStatusBadge,
  type ShopperOrderStatusBadgeProps,
} from './OrderBadges';
