export { PaymentSuccessPage, type PaymentSuccessPageProps } from './PaymentSuccessPage';
