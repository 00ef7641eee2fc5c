import { useAuthActions, useExtensions, useSession } from '@atelier/api-client/swr';
import { useAction, useNavigate, useRoutes } from '@atelier/shop-ui';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { AdminShell } from '../AdminShell';

// Opened rarely: its code loads when it is first asked for.
const ChangePasswordDialog = lazy(() =>
  import('../../account/ChangePasswordDialog').then((module) => ({
    default: module.ChangePasswordDialog,
  })),
);

export interface AdminLayoutProps {
  /** The admin page. */
  children?: ReactNode;
  /** The current path (query string allowed), marked as the current page in the navigation. */
  currentPath?: string;
}

/**
 * The back office's frame, connected: the signed-in admin from `useSession`, Logout through
 * `useAuthActions` as in the shop (the server's message or 'Logout failed' when it fails), then
 * the login page; Change password opens the password change, offered only by a backend that
 * honours that extension (`useExtensions`).
 */
export function AdminLayout({ children, currentPath }: AdminLayoutProps) {
  const { data: user } = useSession();
  const { logout } = useAuthActions();
  const navigate = useNavigate();
  const routes = useRoutes();
  const signOut = useAction(logout, { errorToast: 'Logout failed' });
  const [isPasswordOpen, setPasswordOpen] = useState(false);
  const canChangePassword = useExtensions().has('admin-password');
  return (
    <AdminShell
      currentPath={currentPath}
      userName={user?.userName || user?.name}
      isLoggingOut={signOut.isPending}
      onLogout={async () => {
        if ((await signOut.run()).status === 'success') navigate(routes.login);
      }}
      onChangePassword={canChangePassword ? () => setPasswordOpen(true) : undefined}
    >
      {children}
      {isPasswordOpen && (
        <Suspense fallback={null}>
          <ChangePasswordDialog isOpen onClose={() => setPasswordOpen(false)} />
        </Suspense>
      )}
    </AdminShell>
  );
}
