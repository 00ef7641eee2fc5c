export { RegisterScreen } from './RegisterScreen';
export { verifyOtpHref } from './verifyOtpHref';
