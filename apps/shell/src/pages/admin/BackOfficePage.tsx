import { useAuthActions } from '@atelier/api-client/swr';
import { Button, StatusPage, useNavigate, useToast } from '@atelier/shop-ui';

/**
 * Every /admin/* path until @atelier/admin-ui ships the back-office screens: says so plainly
 * and lets the admin sign out (the guard keeps admins out of the shop).
 */
export default function BackOfficePage() {
  const { logout } = useAuthActions();
  const navigate = useNavigate();
  const { toast } = useToast();

  const handleLogout = async () => {
    try {
      await logout();
      navigate('/auth/login');
    } catch (error) {
      toast({
        title: error instanceof Error ? error.message : 'Logout failed',
        variant: 'destructive',
      });
    }
  };

  return (
    <StatusPage title="Back office" homeHref="/admin/dashboard">
      The back office is coming in a later release.{' '}
      <Button variant="secondary" size="sm" onPress={() => void handleLogout()}>
        Logout
      </Button>
    </StatusPage>
  );
}
