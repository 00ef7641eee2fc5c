export { ORDERS_HREF, PaymentSuccessPage } from './PaymentSuccessPage';
