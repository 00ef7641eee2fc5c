import type {
  CheckAuthResponse,
  EmailPayload,
  LoginPayload,
  LoginResponse,
  MessageResponse,
  RegisterPayload,
  ResetPasswordPayload,
  VerifyOtpPayload,
} from '../contract/payloads';
import type { Send } from './http';

/** Keeps browsers and proxies from answering the session check from a cache. */
export const NO_CACHE_HEADERS = {
  'Cache-Control': 'no-store, no-cache, must-revalidate, proxy-revalidate',
  Pragma: 'no-cache',
  Expires: '0',
} as const;

export function authApi(send: Send) {
  return {
    register: (body: RegisterPayload) =>
      send<MessageResponse>({
        method: 'POST',
        path: '/api/auth/register',
        body,
        fallback: 'Registration failed',
      }),
    login: (body: LoginPayload) =>
      send<LoginResponse>({
        method: 'POST',
        path: '/api/auth/login',
        body,
        fallback: 'Login failed',
      }),
    logout: () =>
      send<MessageResponse>({
        method: 'POST',
        path: '/api/auth/logout',
        fallback: 'Logout failed',
      }),
    checkAuth: () =>
      send<CheckAuthResponse>({
        method: 'GET',
        path: '/api/auth/check-auth',
        headers: NO_CACHE_HEADERS,
        fallback: 'Authentication check failed',
      }),
    verifyOtp: (body: VerifyOtpPayload) =>
      send<MessageResponse>({
        method: 'POST',
        path: '/api/auth/verify-otp',
        body,
        fallback: 'OTP verification failed',
      }),
    resendOtp: (body: EmailPayload) =>
      send<MessageResponse>({
        method: 'POST',
        path: '/api/auth/resend-otp',
        body,
        fallback: 'Failed to resend OTP',
      }),
    forgotPassword: (body: EmailPayload) =>
      send<MessageResponse>({
        method: 'POST',
        path: '/api/auth/forgot-password',
        body,
        fallback: 'Failed to send reset email',
      }),
    resetPassword: (body: ResetPasswordPayload) =>
      send<MessageResponse>({
        method: 'POST',
        path: '/api/auth/reset-password',
        body,
        fallback: 'Password reset failed',
      }),
  };
}
