import {
  CARRIERS,
  type CarrierId,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatusPayload,
  type SettableOrderStatus,
} from '@atelier/api-client';
import { Button, Select, TextField } from '@atelier/shop-ui';
import { type FormEvent, useState } from 'react';
import { StatusFormRow } from './StatusFormRow';

export interface OrderStatusFormProps {
  /** The order's status now. */
  currentStatus: SettableOrderStatus;
  /** 'Update Order Status' was pressed with a different status (or a new parcel number). */
  onSubmit: (change: OrderStatusPayload) => void;
  /** The update is running. */
  isPending?: boolean;
  /** The backend takes a carrier and tracking number with inShipping (extension 'order-tracking'). */
  withTracking?: boolean;
  /** The backend keeps a rejection's reason (extension 'order-timeline'). */
  withReason?: boolean;
}

const OPTIONS = ORDER_STATUSES.map((status) => ({
  id: status,
  label: ORDER_STATUS_LABELS[status],
}));
const CARRIER_OPTIONS = CARRIERS.map((carrier) => ({ id: carrier.id, label: carrier.name }));

/**
 * The status select of the order dialog. Any status may be chosen (spec section 4 puts no
 * order on them); the button waits for a change. With the extensions, moving to In shipping
 * asks for an optional carrier and tracking number, and rejecting for an optional reason. A
 * failed update keeps what was typed.
 */
export function OrderStatusForm({
  currentStatus,
  onSubmit,
  isPending = false,
  withTracking = false,
  withReason = false,
}: OrderStatusFormProps) {
  const [status, setStatus] = useState<SettableOrderStatus>(currentStatus);
  const [carrier, setCarrier] = useState<CarrierId>('delhivery');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [reason, setReason] = useState('');
  // A new current status (after an update and reload) becomes the starting choice again.
  const [basis, setBasis] = useState(currentStatus);
  if (basis !== currentStatus) {
    setBasis(currentStatus);
    setStatus(currentStatus);
    setTrackingNumber('');
    setReason('');
  }
  const asksTracking = withTracking && status === 'inShipping';
  const asksReason = withReason && status === 'rejected' && currentStatus !== 'rejected';
  const parcel = asksTracking ? trackingNumber.trim() : '';
  const changed = status !== currentStatus || parcel !== '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed || isPending) return;
    onSubmit({
      orderStatus: status,
      ...(parcel ? { carrier, trackingNumber: parcel } : {}),
      ...(asksReason && reason.trim() ? { reason: reason.trim() } : {}),
    });
  };
  return (
    <StatusFormRow aria-label="Update order status" onSubmit={submit}>
      <Select<SettableOrderStatus>
        label="Order Status"
        options={OPTIONS}
        selectedKey={status}
        onSelectionChange={setStatus}
      />
      {asksTracking && (
        <>
          <Select<CarrierId>
            label="Carrier"
            options={CARRIER_OPTIONS}
            selectedKey={carrier}
            onSelectionChange={setCarrier}
          />
          <TextField
            label="Tracking Number"
            description="Optional; letters, digits and dashes"
            value={trackingNumber}
            onChange={setTrackingNumber}
            maxLength={40}
          />
        </>
      )}
      {asksReason && (
        <TextField
          label="Reason"
          description="Optional; the shopper reads it in the e-mail"
          value={reason}
          onChange={setReason}
          maxLength={500}
        />
      )}
      <Button type="submit" isDisabled={!changed} isPending={isPending}>
        Update Order Status
      </Button>
    </StatusFormRow>
  );
}
