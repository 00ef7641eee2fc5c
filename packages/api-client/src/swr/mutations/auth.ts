import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { User } from '../../contract/entities';
import type {
  EmailPayload,
  LoginPayload,
  RegisterPayload,
  ResetPasswordPayload,
  VerifyOtpPayload,
} from '../../contract/payloads';
import { useApiClient } from '../ApiProvider';
import { apiKeys, isUserScopedKey } from '../keys';

/**
 * Sign-in, sign-out and the account flows. Only login and logout touch the cache: registration,
 * OTP and password recovery never change who is logged in (spec section 4).
 */
export function useAuthActions() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();

  return useMemo(
    () => ({
      /** Logs in and makes the user the session at once, without a check-auth round trip. */
      login: async (payload: LoginPayload) => {
        const response = await client.auth.login(payload);
        await mutate<User | null>(apiKeys.session(), response.user, { revalidate: false });
        return response;
      },
      /** Logs out, makes the session a guest and drops everything the user could see. */
      logout: async () => {
        const response = await client.auth.logout();
        await mutate<User | null>(apiKeys.session(), null, { revalidate: false });
        // Cleared, not revalidated: refetching a cart or orders without a session would only 401.
        await mutate(isUserScopedKey, undefined, { revalidate: false });
        return response;
      },
      register: (payload: RegisterPayload) => client.auth.register(payload),
      verifyOtp: (payload: VerifyOtpPayload) => client.auth.verifyOtp(payload),
      resendOtp: (payload: EmailPayload) => client.auth.resendOtp(payload),
      forgotPassword: (payload: EmailPayload) => client.auth.forgotPassword(payload),
      resetPassword: (payload: ResetPasswordPayload) => client.auth.resetPassword(payload),
    }),
    [client, mutate],
  );
}

export type AuthActions = ReturnType<typeof useAuthActions>;
