import { useAdminOrders, useAdminProducts } from '@atelier/api-client/swr';
import { DashboardView } from '../DashboardView';

/** /admin/dashboard, connected: every order and product, through the same hooks as their pages. */
export function DashboardScreen() {
  const orders = useAdminOrders({ keepPreviousData: true });
  const products = useAdminProducts({ keepPreviousData: true });
  return (
    <DashboardView
      orders={orders.data}
      products={products.data}
      error={orders.error ?? products.error}
      onRetry={() => {
        if (orders.error) void orders.mutate();
        if (products.error) void products.mutate();
      }}
    />
  );
}
