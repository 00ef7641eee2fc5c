import { EMPTY_STATES, type Order } from '@atelier/api-client';
import { useOrders } from '@atelier/api-client/swr';
import { lazy, Suspense, useState } from 'react';
import { EmptyState } from '../../../primitives/EmptyState';
import { LoadingGrid } from '../LoadingGrid';
import { OrderList } from '../OrderList';

const OrderDetailsDialog = lazy(() =>
  import('../OrderDetails/OrderDetailsDialog').then((module) => ({
    default: module.OrderDetailsDialog,
  })),
);

export interface OrdersPanelProps {
  /** The signed-in user. */
  userId: string;
}

/** The account's Orders tab: the user's orders and, on demand, one order's details. */
export function OrdersPanel({ userId }: OrdersPanelProps) {
  const { data, error, isLoading } = useOrders(userId);
  const [selected, setSelected] = useState<Order | null>(null);
  const [isDialogOpen, setDialogOpen] = useState(false);

  const content = () => {
    if (isLoading) return <LoadingGrid label="Loading orders" />;
    if (error) {
      return <EmptyState title="Your orders could not be loaded" description={error.message} />;
    }
    if (!data || data.length === 0) return <EmptyState title={EMPTY_STATES.accountOrders} />;
    return (
      <OrderList
        orders={data}
        onViewDetails={(order) => {
          setSelected(order);
          setDialogOpen(true);
        }}
      />
    );
  };

  return (
    <>
      {content()}
      {selected && (
        <Suspense fallback={null}>
          <OrderDetailsDialog
            orderId={selected._id}
            order={selected}
            isOpen={isDialogOpen}
            onOpenChange={setDialogOpen}
          />
        </Suspense>
      )}
    </>
  );
}
