export {
  PAYMENT_CHOICES,
  PaymentMethodPicker,
  type PaymentMethodPickerProps,
} from './PaymentMethodPicker';
