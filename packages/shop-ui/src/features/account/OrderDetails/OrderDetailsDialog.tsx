import type { Order } from '@atelier/api-client';
import { useOrder } from '@atelier/api-client/swr';
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

/** One order's details in a modal, read from the order details call. */
export function OrderDetailsDialog({
  orderId,
  order,
  isOpen,
  onOpenChange,
}: OrderDetailsDialogProps) {
  const { data, error } = useOrder(orderId, { fallbackData: order });
  const content = () => {
    if (data) return <OrderDetails order={data} />;
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
    </Modal>
  );
}
