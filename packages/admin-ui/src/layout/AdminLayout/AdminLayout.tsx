import { useAuthActions, useSession } from '@atelier/api-client/swr';
import { useAction, useNavigate, useRoutes } from '@atelier/shop-ui';
import type { ReactNode } from 'react';
import { AdminShell } from '../AdminShell';

export interface AdminLayoutProps {
  /** The admin page. */
  children?: ReactNode;
  /** The current path (query string allowed), marked as the current page in the navigation. */
  currentPath?: string;
}

/**
 * The back office's frame, connected: the signed-in admin from `useSession`, Logout through
 * `useAuthActions` as in the shop (the server's message or 'Logout failed' when it fails), then
 * the login page.
 */
export function AdminLayout({ children, currentPath }: AdminLayoutProps) {
  const { data: user } = useSession();
  const { logout } = useAuthActions();
  const navigate = useNavigate();
  const routes = useRoutes();
  const signOut = useAction(logout, { errorToast: 'Logout failed' });
  return (
    <AdminShell
      currentPath={currentPath}
      userName={user?.userName || user?.name}
      isLoggingOut={signOut.isPending}
      onLogout={async () => {
        if ((await signOut.run()).status === 'success') navigate(routes.login);
      }}
    >
      {children}
    </AdminShell>
  );
}
