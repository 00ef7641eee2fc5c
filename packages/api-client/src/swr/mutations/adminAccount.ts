import { useMemo } from 'react';
import { useAdminApi } from '../useAdminApi';

/** The signed-in admin's own account. */
export function useAdminAccountActions() {
  const admin = useAdminApi();
  return useMemo(
    () => ({
      /**
       * Sets a new password, proving the current one. Nothing cached changes: this session stays
       * signed in (the server ends the account's other sessions).
       */
      changePassword: (currentPassword: string, newPassword: string) =>
        admin.adminAccount.changePassword({ currentPassword, newPassword }),
    }),
    [admin],
  );
}

export type AdminAccountActions = ReturnType<typeof useAdminAccountActions>;
