export { VerifyOtpForm, type VerifyOtpFormProps } from './VerifyOtpForm';
