export { CheckoutScreen, type CheckoutScreenProps } from './CheckoutScreen';
export {
  MERCHANT_NAME,
  type PlaceOrderInput,
  usePlaceOrder,
} from './usePlaceOrder';
