import {
  type BulkOrderStatusResult,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type Order,
  type SettableOrderStatus,
  shortOrderId,
} from '@atelier/api-client';
import { useAdminOrderActions } from '@atelier/api-client/swr';
import { Button, Card, Select, TextField, useAction } from '@atelier/shop-ui';
import { type FormEvent, useState } from 'react';
import { styled } from 'styled-components';
import { StatusFormRow } from '../OrderStatusForm/StatusFormRow';

export interface BulkStatusBarProps {
  /** The orders the current search and filters show: the ones a change applies to. */
  orders: readonly Order[];
}

const Failures = styled.ul`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.danger};
`;

const OPTIONS = ORDER_STATUSES.map((status) => ({
  id: status,
  label: ORDER_STATUS_LABELS[status],
}));

/**
 * One status for every order the filters show (extension 'bulk-order-status'). Each order
 * changes on its own, with its own timeline entry and mail; the ones that could not change
 * are listed with the reason, and the list reloads.
 */
export function BulkStatusBar({ orders }: BulkStatusBarProps) {
  const { updateStatusOfMany } = useAdminOrderActions();
  const [status, setStatus] = useState<SettableOrderStatus>('confirmed');
  const [reason, setReason] = useState('');
  const [failed, setFailed] = useState<BulkOrderStatusResult['failed']>([]);
  const apply = useAction(
    (ids: string[], to: SettableOrderStatus, why: string) => updateStatusOfMany(ids, to, why),
    { successToast: (response) => response.message ?? null },
  );
  const count = orders.length;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!count) return;
    const ids = orders.map((order) => order._id);
    const outcome = await apply.run(ids, status, status === 'rejected' ? reason.trim() : '');
    if (outcome.status === 'success') setFailed(outcome.data.data.failed);
  };
  return (
    <Card>
      <StatusFormRow aria-label="Change the status of the orders shown" onSubmit={submit}>
        <Select<SettableOrderStatus>
          label="New status for every order shown"
          options={OPTIONS}
          selectedKey={status}
          onSelectionChange={setStatus}
        />
        {status === 'rejected' && (
          <TextField label="Reason" value={reason} onChange={setReason} maxLength={500} />
        )}
        <Button type="submit" variant="secondary" isDisabled={!count} isPending={apply.isPending}>
          {`Apply to ${count.toLocaleString('en-IN')} ${count === 1 ? 'order' : 'orders'}`}
        </Button>
      </StatusFormRow>
      {failed.length > 0 && (
        <Failures aria-label="Orders not changed">
          {failed.map((failure) => (
            <li key={failure.orderId}>
              #{shortOrderId(failure.orderId, 'admin')}: {failure.message}
            </li>
          ))}
        </Failures>
      )}
    </Card>
  );
}
