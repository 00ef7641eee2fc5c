export type { AuthFormProps } from './AuthFormProps';
export { AuthLayout, type AuthLayoutProps } from './AuthLayout';
export { AuthPanel, type AuthPanelProps } from './AuthPanel';
export { ForgotPasswordForm, type ForgotPasswordFormProps } from './ForgotPasswordForm';
export { ForgotPasswordScreen } from './ForgotPasswordScreen';
export { InvalidResetLink } from './InvalidResetLink';
export { LoginForm, type LoginFormProps } from './LoginForm';
export { LoginScreen, type LoginScreenProps } from './LoginScreen';
export { RegisterForm, type RegisterFormProps } from './RegisterForm';
export { RegisterScreen, type RegisterScreenProps, verifyOtpHref } from './RegisterScreen';
export { ResetPasswordForm, type ResetPasswordFormProps } from './ResetPasswordForm';
export { ResetPasswordScreen, type ResetPasswordScreenProps } from './ResetPasswordScreen';
export {
  type AuthFormState,
  type FieldErrors,
  useAuthForm,
} from './useAuthForm';
export { VerifyOtpForm, type VerifyOtpFormProps } from './VerifyOtpForm';
export { VerifyOtpScreen, type VerifyOtpScreenProps } from './VerifyOtpScreen';
