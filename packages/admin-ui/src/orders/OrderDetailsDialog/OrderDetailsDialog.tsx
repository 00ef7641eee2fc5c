import type { OrderStatus } from '@atelier/api-client';
import { useAdminOrder, useAdminOrderActions } from '@atelier/api-client/swr';
import { Modal, Spinner, useAction, useMediaQuery } from '@atelier/shop-ui';
import { useTheme } from 'styled-components';
import { LoadError } from '../../shared/LoadError';
import { AdminOrderDetails } from '../AdminOrderDetails';
import { OrderStatusForm } from '../OrderStatusForm';

export interface OrderDetailsDialogProps {
  /** The order to show; kept after closing so the dialog keeps its content while it leaves. */
  orderId: string | null;
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Close (Close, Escape, outside press). */
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The admin order dialog, connected: the order from `useAdminOrder`, and the status select whose
 * update reloads the details and the list and shows the server's message (spec section 4).
 */
export function OrderDetailsDialog({ orderId, isOpen, onOpenChange }: OrderDetailsDialogProps) {
  const { data: order, error, mutate } = useAdminOrder(orderId);
  const { updateStatus } = useAdminOrderActions();
  const update = useAction((id: string, status: OrderStatus) => updateStatus(id, status), {
    successToast: (response) => response.message,
  });

  // On a phone a fixed footer holding the status form would leave the order's items a sliver
  // of the screen: there the form ends the scrolling body instead.
  const isPhone = useMediaQuery(`(max-width: ${useTheme().breakpoints.sm})`);
  const statusForm = order && (
    <OrderStatusForm
      currentStatus={order.orderStatus}
      isPending={update.isPending}
      onSubmit={(status) => void update.run(order._id, status)}
    />
  );

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Order Details"
      size="lg"
      footer={isPhone ? undefined : statusForm}
    >
      {error && !order ? (
        <LoadError what="this order" message={error.message} onRetry={() => void mutate()} />
      ) : order ? (
        <>
          <AdminOrderDetails order={order} />
          {isPhone && statusForm}
        </>
      ) : (
        <Spinner label="Loading order" showLabel />
      )}
    </Modal>
  );
}
