export { VerifyOtpScreen, type VerifyOtpScreenProps } from './VerifyOtpScreen';
