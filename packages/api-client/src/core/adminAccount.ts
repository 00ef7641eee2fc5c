import type { ChangePasswordPayload, MessageResponse } from '../contract/payloads';
import type { Send } from './http';

const base = '/api/admin/account';

/** The signed-in admin's own account (an extension of the contract). */
export function adminAccountApi(send: Send) {
  return {
    changePassword: (body: ChangePasswordPayload) =>
      send<MessageResponse>({
        method: 'PUT',
        path: `${base}/password`,
        body,
        fallback: 'Failed to change password',
      }),
  };
}
