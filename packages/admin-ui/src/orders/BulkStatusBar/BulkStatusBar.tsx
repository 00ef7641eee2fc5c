import {
  type BulkOrderStatusResult,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type Order,
  type SettableOrderStatus,
  shortOrderId,
} from '@atelier/api-client';
import { useAdminOrderActions } from '@atelier/api-client/swr';
import { Button, Card, Checkbox, Select, TextField, useAction } from '@atelier/shop-ui';
import { type FormEvent, useMemo, useState } from 'react';
import { styled } from 'styled-components';
import { StatusFormRow } from '../OrderStatusForm/StatusFormRow';

export interface BulkStatusBarProps {
  /** The orders the current search and filters show, in display order. */
  shown: readonly Order[];
  /** Ids of the ticked orders; a change applies to those among `shown`. */
  selected: ReadonlySet<string>;
  /** Tick or untick orders (the bar's 'select all', and after a change). */
  onSelectedChange: (ids: Set<string>) => void;
  /** A search or filter narrows the list, so 'select all' names the orders that match it. */
  isFiltered: boolean;
}

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-end: ${({ theme }) => theme.space.sm};
`;

const Failures = styled.ul`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.danger};
`;

const OPTIONS = ORDER_STATUSES.map((status) => ({
  id: status,
  label: ORDER_STATUS_LABELS[status],
}));

const ordersText = (count: number) =>
  `${count.toLocaleString('en-IN')} ${count === 1 ? 'order' : 'orders'}`;

/**
 * One status for the ticked orders (extension 'bulk-order-status'), with a box that ticks every
 * order the search and filters show. Each order changes on its own, with its own timeline entry
 * and mail; the ones that could not change are listed with the reason and stay ticked, to try
 * again, and the list reloads.
 */
export function BulkStatusBar({
  shown,
  selected,
  onSelectedChange,
  isFiltered,
}: BulkStatusBarProps) {
  const { updateStatusOfMany } = useAdminOrderActions();
  const [status, setStatus] = useState<SettableOrderStatus>('confirmed');
  const [reason, setReason] = useState('');
  const [failed, setFailed] = useState<BulkOrderStatusResult['failed']>([]);
  const apply = useAction(
    (ids: string[], to: SettableOrderStatus, why: string) => updateStatusOfMany(ids, to, why),
    { successToast: (response) => response.message ?? null },
  );
  // Ticks on orders a later search hides are kept but never changed unseen.
  const chosen = useMemo(() => shown.filter((order) => selected.has(order._id)), [shown, selected]);
  const count = chosen.length;
  const all = shown.length;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!count) return;
    const ids = chosen.map((order) => order._id);
    const outcome = await apply.run(ids, status, status === 'rejected' ? reason.trim() : '');
    if (outcome.status !== 'success') return;
    const notChanged = outcome.data.data.failed;
    setFailed(notChanged);
    onSelectedChange(new Set(notChanged.map((failure) => failure.orderId)));
  };
  return (
    <Card>
      <Top>
        <Checkbox
          isSelected={all > 0 && count === all}
          isIndeterminate={count > 0 && count < all}
          isDisabled={all === 0}
          onChange={(tick) =>
            onSelectedChange(new Set(tick ? shown.map((order) => order._id) : []))
          }
        >
          {`Select all ${ordersText(all)}${isFiltered ? ' that match the filters' : ''}`}
        </Checkbox>
        <span role="status">{count ? `${ordersText(count)} selected` : ''}</span>
      </Top>
      <StatusFormRow aria-label="Change the status of the selected orders" onSubmit={submit}>
        <Select<SettableOrderStatus>
          label="New status for the selected orders"
          options={OPTIONS}
          selectedKey={status}
          onSelectionChange={setStatus}
        />
        {status === 'rejected' && (
          <TextField label="Reason" value={reason} onChange={setReason} maxLength={500} />
        )}
        <Button type="submit" variant="secondary" isDisabled={!count} isPending={apply.isPending}>
          {`Apply to ${ordersText(count)}`}
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
