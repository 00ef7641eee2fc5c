import type { OrderNotePayload, OrderStatusPayload } from '@atelier/api-client';
import {
  useAdminApi,
  useAdminOrder,
  useAdminOrderActions,
  useExtensions,
} from '@atelier/api-client/swr';
import { Modal, Spinner, useAction, useMediaQuery } from '@atelier/shop-ui';
import { useTheme } from 'styled-components';
import { LoadError } from '../../shared/LoadError';
import { AdminOrderDetails } from '../AdminOrderDetails';
import { OrderNoteForm } from '../OrderNoteForm';
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
  const { updateStatus, addNote } = useAdminOrderActions();
  const extensions = useExtensions();
  const { adminOrders } = useAdminApi();
  const update = useAction(
    (id: string, { orderStatus, ...extras }: OrderStatusPayload) =>
      updateStatus(id, orderStatus, extras),
    { successToast: (response) => response.message },
  );
  const note = useAction((id: string, payload: OrderNotePayload) => addNote(id, payload), {
    successToast: (response) => response.message ?? null,
  });

  // On a phone a fixed footer holding the status form would leave the order's items a sliver
  // of the screen: there the form ends the scrolling body instead.
  const isPhone = useMediaQuery(`(max-width: ${useTheme().breakpoints.sm})`);
  // A cancelled order stays so (its shopper cancelled it): nothing to change.
  const statusForm = order && order.orderStatus !== 'cancelled' && (
    <OrderStatusForm
      currentStatus={order.orderStatus}
      isPending={update.isPending}
      withTracking={extensions.has('order-tracking')}
      withReason={extensions.has('order-timeline')}
      onSubmit={(change) => void update.run(order._id, change)}
    />
  );

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Order Details"
      size="lg"
      footer={!isPhone && statusForm ? statusForm : undefined}
    >
      {error && !order ? (
        <LoadError what="this order" message={error.message} onRetry={() => void mutate()} />
      ) : order ? (
        <>
          <AdminOrderDetails
            order={order}
            {...(extensions.has('invoices')
              ? {
                  documentUrls: {
                    invoice: adminOrders.documentUrl(order._id, 'invoice'),
                    packingSlip: adminOrders.documentUrl(order._id, 'packing-slip'),
                  },
                }
              : {})}
            noteForm={
              extensions.has('order-timeline') && (
                <OrderNoteForm
                  isPending={note.isPending}
                  onSubmit={async (payload) =>
                    (await note.run(order._id, payload)).status === 'success'
                  }
                />
              )
            }
          />
          {isPhone && statusForm}
        </>
      ) : (
        <Spinner label="Loading order" showLabel />
      )}
    </Modal>
  );
}
