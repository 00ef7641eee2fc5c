export { PaymentMethodBadge, type PaymentMethodBadgeProps } from './PaymentMethodBadge';
