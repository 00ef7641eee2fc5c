export { ForgotPasswordScreen as default } from '@atelier/shop-ui/screens';
