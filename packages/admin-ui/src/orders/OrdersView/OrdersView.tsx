import { EMPTY_STATES, type Order, selectAdminOrders } from '@atelier/api-client';
import { EmptyState, Skeleton, useDebouncedValue } from '@atelier/shop-ui';
import { type ReactNode, useDeferredValue, useId, useMemo } from 'react';
import { styled } from 'styled-components';
import { LoadError } from '../../shared/LoadError';
import { PageHeader } from '../../shared/PageHeader';
import { Pager, type PagerProps } from '../../shared/Pager';
import { AdminOrderList } from '../AdminOrderList';
import { OrderFilters } from '../OrderFilters';
import { isDefaultOrderView, type OrderView } from '../view';

export interface OrdersViewProps {
  /** Every order (or, with `page`, the page to show); undefined until the first load. */
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
  /** Ids of the ticked orders; with `onSelectedChange`, each card has a tick box. */
  selected?: ReadonlySet<string>;
  /** The admin ticked or unticked orders. */
  onSelectedChange?: (ids: Set<string>) => void;
  /**
   * Above the list: actions on the orders shown (the bulk status change); `isFiltered` when a
   * search or filter hides some orders.
   */
  bulkActions?: (shown: readonly Order[], isFiltered: boolean) => ReactNode;
  /**
   * The backend searched, sorted and paged the orders (extension 'admin-order-search'):
   * `orders` is one page, shown as it is, with the backend's count and the pager.
   */
  page?: { countText: string | undefined; paging: Omit<PagerProps, 'what'> };
  /** Page actions beside the title (extension 'catalogue-csv': the orders export). */
  actions?: ReactNode;
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

/** How long typing must pause before the list follows the search. */
const SEARCH_SETTLE_MS = 200;

export function orderCountText(shown: number, total: number): string {
  const noun = total === 1 ? 'order' : 'orders';
  const format = (n: number) => n.toLocaleString('en-IN');
  return shown === total
    ? `${format(total)} ${noun}`
    : `Showing ${format(shown)} of ${format(total)} ${noun}`;
}

/**
 * /admin/orders without data wiring: the filter card, a count, and the order cards after search,
 * filters and sort (the contract's `selectAdminOrders`, or the backend's page).
 */
export function OrdersView({
  orders,
  isLoading,
  error,
  onRetry,
  view,
  onViewChange,
  onViewDetails,
  selected,
  onSelectedChange,
  bulkActions,
  actions,
  page,
}: OrdersViewProps) {
  const titleId = useId();
  // Each new list rebuilds the list's collection, up to 10,000 rows in one task: the search waits
  // for a pause in typing, and the work runs deferred, so keystrokes never queue behind it.
  const search = useDebouncedValue(view.search, SEARCH_SETTLE_MS);
  const { payment, status, sort } = view;
  const applied = useMemo(
    () => ({ search, payment, status, sort }),
    [search, payment, status, sort],
  );
  const deferredView = useDeferredValue(applied);
  // Sorted once per sort; each search then filters a list already in order, which the contract's
  // select (filter, then a sort that finds nothing to move) goes through in linear time.
  const sorted = useMemo(
    () => (page ? [] : selectAdminOrders(orders ?? [], { sort: deferredView.sort })),
    [orders, deferredView.sort, page],
  );
  const filtered = useMemo(
    () => (page ? [] : selectAdminOrders(sorted, deferredView)),
    [sorted, deferredView, page],
  );
  const shown = page ? (orders ?? []) : filtered;
  const loading = isLoading && !orders;
  const total = orders?.length ?? 0;
  const countText = page ? page.countText : orderCountText(shown.length, total);
  // On the backend's page the bulk bar acts on the page shown, filtered when the view filters.
  const isFiltered = page ? !isDefaultOrderView({ ...view, sort: 'newest' }) : shown.length < total;
  return (
    <Root aria-labelledby={titleId} aria-busy={loading}>
      <PageHeader
        title="Orders"
        titleId={titleId}
        description={<span role="status">{loading ? '' : countText}</span>}
        actions={actions}
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
        <>
          {bulkActions?.(shown, isFiltered)}
          <AdminOrderList
            aria-label="Orders"
            orders={shown}
            onViewDetails={onViewDetails}
            {...(onSelectedChange ? { selected, onSelectedChange } : {})}
          />
        </>
      ) : (
        !error && <EmptyState title={EMPTY_STATES.orders} />
      )}
      {page && <Pager what="orders" {...page.paging} />}
    </Root>
  );
}
