import { DashboardScreen } from '@atelier/admin-ui';

/** /admin/dashboard: the shop at a glance. */
export default function DashboardPage() {
  return <DashboardScreen />;
}
