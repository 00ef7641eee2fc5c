export { PaymentSuccessPage } from './PaymentSuccessPage';
