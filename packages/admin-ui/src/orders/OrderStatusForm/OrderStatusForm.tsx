import { ORDER_STATUS_LABELS, ORDER_STATUSES, type SettableOrderStatus } from '@atelier/api-client';
import { Button, Select } from '@atelier/shop-ui';
import { type FormEvent, useState } from 'react';
import { styled } from 'styled-components';

export interface OrderStatusFormProps {
  /** The order's status now. */
  currentStatus: SettableOrderStatus;
  /** 'Update Order Status' was pressed with a different status. */
  onSubmit: (status: SettableOrderStatus) => void;
  /** The update is running. */
  isPending?: boolean;
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.md};
  & > :first-child {
    flex: 1 1 12rem;
  }
`;

const OPTIONS = ORDER_STATUSES.map((status) => ({
  id: status,
  label: ORDER_STATUS_LABELS[status],
}));

/**
 * The status select of the order dialog. Any status may be chosen (spec section 4 puts no
 * order on them); the button waits for a change. A failed update keeps the choice.
 */
export function OrderStatusForm({
  currentStatus,
  onSubmit,
  isPending = false,
}: OrderStatusFormProps) {
  const [status, setStatus] = useState<SettableOrderStatus>(currentStatus);
  // A new current status (after an update and reload) becomes the starting choice again.
  const [basis, setBasis] = useState(currentStatus);
  if (basis !== currentStatus) {
    setBasis(currentStatus);
    setStatus(currentStatus);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (status !== currentStatus && !isPending) onSubmit(status);
  };
  return (
    <Form aria-label="Update order status" onSubmit={submit}>
      <Select<SettableOrderStatus>
        label="Order Status"
        options={OPTIONS}
        selectedKey={status}
        onSelectionChange={setStatus}
      />
      <Button type="submit" isDisabled={status === currentStatus} isPending={isPending}>
        Update Order Status
      </Button>
    </Form>
  );
}
