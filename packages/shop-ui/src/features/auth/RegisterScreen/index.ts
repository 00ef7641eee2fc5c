export { RegisterScreen, type RegisterScreenProps } from './RegisterScreen';
export { verifyOtpHref } from './verifyOtpHref';
