export { PaymentSuccessPage as default } from '@atelier/shop-ui';
