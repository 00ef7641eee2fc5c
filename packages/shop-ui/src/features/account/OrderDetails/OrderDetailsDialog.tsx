import { canShopperCancel, type Order } from '@atelier/api-client';
import {
  useApiClient,
  useExtensions,
  useOrder,
  useOrderActions,
  useSession,
} from '@atelier/api-client/swr';
import { lazy, Suspense, useState } from 'react';
import { useAction } from '../../../actions/useAction';
import { EmptyState } from '../../../primitives/EmptyState';
import { Modal } from '../../../primitives/Modal';
import { Spinner } from '../../../primitives/Spinner';
import { OrderDetails } from './OrderDetails';

export interface OrderDetailsDialogProps {
  /** The order to show; no request while missing. */
  orderId: string | null;
  /** The order as the list already has it, shown while the details load. */
  order?: Order;
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange: (isOpen: boolean) => void;
}

export const ORDER_DETAILS_TITLE = 'Order Details';

const CancelOrderDialog = lazy(() =>
  import('../CancelOrder').then((module) => ({ default: module.CancelOrderDialog })),
);

/** One order's details in a modal, read from the order details call. */
export function OrderDetailsDialog({
  orderId,
  order,
  isOpen,
  onOpenChange,
}: OrderDetailsDialogProps) {
  const { data, error } = useOrder(orderId, { fallbackData: order });
  const extensions = useExtensions();
  const client = useApiClient();
  const { cancel } = useOrderActions(useSession().data?.id);
  const [isCancelling, setCancelling] = useState(false);
  const cancelAction = useAction((id: string, reason: string) => cancel(id, reason), {
    successToast: (response) => response.message ?? null,
  });
  // Only a backend with the extension can cancel, and only a pending or confirmed order.
  const cancellable =
    data && extensions.has('order-cancellation') && canShopperCancel(data) ? data : null;
  const content = () => {
    if (data) {
      return (
        <OrderDetails
          order={data}
          {...(cancellable ? { onCancel: () => setCancelling(true) } : {})}
          {...(extensions.has('invoices')
            ? { invoiceUrl: client.orders.invoiceUrl(data._id) }
            : {})}
        />
      );
    }
    if (error)
      return (
        <EmptyState
          title="Order details could not be loaded"
          description={error.message}
          headingLevel={3}
        />
      );
    return <Spinner label="Loading order details" />;
  };
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} title={ORDER_DETAILS_TITLE} size="lg">
      {content()}
      {cancellable && isCancelling && (
        <Suspense fallback={null}>
          <CancelOrderDialog
            isOpen
            onOpenChange={setCancelling}
            isPending={cancelAction.isPending}
            {...(cancellable.paymentStatus === 'paid'
              ? { refundAmount: cancellable.totalAmount }
              : {})}
            onConfirm={async (reason) => {
              const outcome = await cancelAction.run(cancellable._id, reason);
              if (outcome.status === 'success') setCancelling(false);
            }}
          />
        </Suspense>
      )}
    </Modal>
  );
}
