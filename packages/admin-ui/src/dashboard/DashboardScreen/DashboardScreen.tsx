import { useAdminOrders, useAdminProducts } from '@atelier/api-client/swr';
import { DashboardView } from '../DashboardView';

/** /admin/dashboard, connected: every order and product, through the same hooks as their pages. */
export function DashboardScreen() {
  const orders = useAdminOrders({ keepPreviousData: true });
  const products = useAdminProducts({ keepPreviousData: true });
  return (
    <DashboardView
      // A failed list reads as empty; figures from it would say "₹0 revenue", so show none.
      orders={orders.error ? undefined : orders.data}
      products={products.error ? undefined : products.data}
      error={orders.error ?? products.error}
      onRetry={() => {
        if (orders.error) void orders.mutate();
        if (products.error) void products.mutate();
      }}
    />
  );
}
