import {
  type DashboardFigures,
  type DashboardQuery,
  dashboardFigures,
  dashboardRange,
} from '@atelier/api-client';
import {
  useAdminDashboard,
  useAdminOrders,
  useAdminProducts,
  useExtensions,
} from '@atelier/api-client/swr';
import { useMemo } from 'react';

export interface DashboardRead {
  figures: DashboardFigures | undefined;
  /** Figures for the period asked are on their way; those shown are an earlier period's. */
  isUpdating: boolean;
  error: { message: string } | undefined;
  retry: () => void;
}

/**
 * The figures of a period (none while `query` is undefined: a custom range being corrected). A
 * backend with 'admin-dashboard' computes them; from any other every order and product comes
 * once and the contract's rules compute them here, 'today' by this browser's clock.
 */
export function useDashboardFigures(query: DashboardQuery | undefined): DashboardRead {
  const extensions = useExtensions();
  const onServer = extensions.has('admin-dashboard');
  const inBrowser = extensions.isKnown && !onServer;
  const served = useAdminDashboard(query ?? {}, Boolean(query) && onServer, {
    keepPreviousData: true,
  });
  const orders = useAdminOrders({ keepPreviousData: true }, inBrowser);
  const products = useAdminProducts({ keepPreviousData: true }, inBrowser);
  const computed = useMemo(
    () =>
      // A failed list reads as empty; figures from it would say "₹0 revenue", so show none.
      inBrowser && query && orders.data && products.data && !orders.error && !products.error
        ? dashboardFigures(orders.data, products.data, dashboardRange(query, new Date()))
        : undefined,
    [inBrowser, query, orders.data, products.data, orders.error, products.error],
  );
  if (onServer) {
    return {
      figures: query ? served.data : undefined,
      isUpdating: served.isValidating,
      error: served.error,
      retry: () => void served.mutate(),
    };
  }
  return {
    figures: computed,
    isUpdating: false,
    error: orders.error ?? products.error,
    retry: () => {
      if (orders.error) void orders.mutate();
      if (products.error) void products.mutate();
    },
  };
}
