import { EMPTY_STATES, type Order, selectAdminOrders } from '@atelier/api-client';
import { EmptyState, Skeleton } from '@atelier/shop-ui';
import { useDeferredValue, useId, useMemo } from 'react';
import { styled } from 'styled-components';
import { LoadError } from '../../shared/LoadError';
import { PageHeader } from '../../shared/PageHeader';
import { AdminOrderList } from '../AdminOrderList';
import { OrderFilters } from '../OrderFilters';
import type { OrderView } from '../view';

export interface OrdersViewProps {
  /** Every order; undefined until the first load. */
  orders: readonly Order[] | undefined;
  /** The first load is running. */
  isLoading: boolean;
  /** The last load failed. */
  error?: { message: string } | null;
  /** Load again after a failure. */
  onRetry: () => void;
  /** Search, filters and sort. */
  view: OrderView;
  /** The admin changed the search, a filter or the sort. */
  onViewChange: (next: OrderView) => void;
  /** An order's 'View Details' was pressed. */
  onViewDetails: (order: Order) => void;
}

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Placeholders = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export function orderCountText(shown: number, total: number): string {
  const noun = total === 1 ? 'order' : 'orders';
  const format = (n: number) => n.toLocaleString('en-IN');
  return shown === total
    ? `${format(total)} ${noun}`
    : `Showing ${format(shown)} of ${format(total)} ${noun}`;
}

/**
 * /admin/orders without data wiring: the filter card, a count, and the order cards after search,
 * filters and sort (the contract's `selectAdminOrders`). Filtering 10,000 orders runs on a
 * deferred copy of the view, so typing in the search box never waits for the list.
 */
export function OrdersView({
  orders,
  isLoading,
  error,
  onRetry,
  view,
  onViewChange,
  onViewDetails,
}: OrdersViewProps) {
  const titleId = useId();
  const deferredView = useDeferredValue(view);
  const shown = useMemo(
    () => selectAdminOrders(orders ?? [], deferredView),
    [orders, deferredView],
  );
  const loading = isLoading && !orders;
  const total = orders?.length ?? 0;
  return (
    <Root aria-labelledby={titleId} aria-busy={loading}>
      <PageHeader
        title="Orders"
        titleId={titleId}
        description={
          <span role="status">{loading ? '' : orderCountText(shown.length, total)}</span>
        }
      />
      <OrderFilters value={view} onChange={onViewChange} />
      {error && <LoadError what="orders" message={error.message} onRetry={onRetry} />}
      {loading ? (
        <Placeholders aria-hidden="true">
          <Skeleton height="12rem" />
          <Skeleton height="12rem" />
          <Skeleton height="12rem" />
        </Placeholders>
      ) : shown.length > 0 ? (
        <AdminOrderList aria-label="Orders" orders={shown} onViewDetails={onViewDetails} />
      ) : (
        !error && <EmptyState title={EMPTY_STATES.orders} />
      )}
    </Root>
  );
}
