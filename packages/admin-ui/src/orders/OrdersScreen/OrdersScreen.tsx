import { useAdminApi, useExtensions } from '@atelier/api-client/swr';
import { Button } from '@atelier/shop-ui';
import { lazy, Suspense, useState } from 'react';
import { BulkStatusBar } from '../BulkStatusBar';
import { OrderExportDialog } from '../OrderExport';
import { OrdersView } from '../OrdersView';
import { useOrderList } from './useOrderList';
import { useOrderView } from './useOrderView';

// The details dialog loads the first time an admin opens an order.
const OrderDetailsDialog = lazy(() =>
  import('../OrderDetailsDialog').then((module) => ({ default: module.OrderDetailsDialog })),
);

export interface OrdersScreenProps {
  /** The page's query string (q, payment, status, sort, after); the host owns the URL. */
  searchParams: URLSearchParams;
  /** Search, filters or sort changed: the host should put these parameters in the URL. */
  onSearchParamsChange: (next: URLSearchParams) => void;
}

/**
 * /admin/orders, connected: the orders from `useOrderList` (pages from the backend where it has
 * 'admin-order-search', else every order, selected here), the view kept in the URL.
 */
export function OrdersScreen({ searchParams, onSearchParamsChange }: OrdersScreenProps) {
  const [view, setView] = useOrderView(searchParams, onSearchParamsChange);
  const list = useOrderList(view, setView);
  const extensions = useExtensions();
  const bulk = extensions.has('bulk-order-status');
  const csv = extensions.has('catalogue-csv');
  const { adminOrders } = useAdminApi();
  const [isExporting, setExporting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [details, setDetails] = useState<{ isOpen: boolean; orderId: string | null }>({
    isOpen: false,
    orderId: null,
  });
  return (
    <>
      <OrdersView
        orders={list.orders}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={list.retry}
        {...(list.page ? { page: list.page } : {})}
        view={view}
        onViewChange={setView}
        onViewDetails={(order) => setDetails({ isOpen: true, orderId: order._id })}
        {...(csv
          ? {
              actions: (
                <Button variant="secondary" onPress={() => setExporting(true)}>
                  Export CSV
                </Button>
              ),
            }
          : {})}
        {...(bulk
          ? {
              selected,
              onSelectedChange: setSelected,
              bulkActions: (shown, isFiltered) => (
                <BulkStatusBar
                  shown={shown}
                  selected={selected}
                  onSelectedChange={setSelected}
                  isFiltered={isFiltered}
                />
              ),
            }
          : {})}
      />
      {csv && (
        <OrderExportDialog
          isOpen={isExporting}
          onOpenChange={setExporting}
          exportUrl={adminOrders.exportUrl}
        />
      )}
      {details.orderId && (
        <Suspense fallback={null}>
          <OrderDetailsDialog
            orderId={details.orderId}
            isOpen={details.isOpen}
            onOpenChange={(isOpen) => setDetails((current) => ({ ...current, isOpen }))}
          />
        </Suspense>
      )}
    </>
  );
}
