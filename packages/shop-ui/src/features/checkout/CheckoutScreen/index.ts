export { CheckoutScreen, type CheckoutScreenProps } from './CheckoutScreen';
export {
  MERCHANT_NAME,
  PAYMENT_SUCCESS_PATH,
  type PlaceOrderInput,
  usePlaceOrder,
} from './usePlaceOrder';
