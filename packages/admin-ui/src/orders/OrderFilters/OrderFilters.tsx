import {
  ADMIN_ORDER_SORTS,
  type AdminOrderSort,
  PAYMENT_FILTERS,
  type PaymentFilter,
  type StatusFilter,
} from '@atelier/api-client';
import { Button, Card, Heading, Select, TextField } from '@atelier/shop-ui';
import { useId } from 'react';
import { FilterFields, FilterHeaderRow } from '../../shared/filterCard';
import {
  DEFAULT_ORDER_VIEW,
  isDefaultOrderView,
  type OrderView,
  PAYMENT_LABELS,
  SORT_LABELS,
  STATUS_FILTERS,
  STATUS_LABELS,
} from '../view';

export interface OrderFiltersProps {
  /** The view as chosen. */
  value: OrderView;
  /** Something changed; the whole new view. */
  onChange: (next: OrderView) => void;
}

const options = <K extends string>(ids: readonly K[], labels: Record<K, string>) =>
  ids.map((id) => ({ id, label: labels[id] }));

const PAYMENT_OPTIONS = options(PAYMENT_FILTERS, PAYMENT_LABELS);
const STATUS_OPTIONS = options(STATUS_FILTERS, STATUS_LABELS);
const SORT_OPTIONS = options(ADMIN_ORDER_SORTS, SORT_LABELS);

/** The orders page's filter card: search, payment, status and sort. */
export function OrderFilters({ value, onChange }: OrderFiltersProps) {
  const headingId = useId();
  // Another search, filter or sort starts again at its first page.
  const set = (change: Partial<OrderView>) => onChange({ ...value, ...change, after: '' });
  return (
    <Card as="section" aria-labelledby={headingId} padding="md">
      <FilterHeaderRow>
        <Heading variant="subsection" level={2} id={headingId}>
          Filters
        </Heading>
        {!isDefaultOrderView(value) && (
          <Button variant="ghost" size="sm" onPress={() => onChange(DEFAULT_ORDER_VIEW)}>
            Clear filters
          </Button>
        )}
      </FilterHeaderRow>
      <FilterFields>
        <TextField
          label="Search orders"
          type="search"
          description="Order ID, address or item title"
          value={value.search}
          onChange={(search) => set({ search })}
        />
        <Select<PaymentFilter>
          label="Payment"
          options={PAYMENT_OPTIONS}
          selectedKey={value.payment}
          onSelectionChange={(payment) => set({ payment })}
        />
        <Select<StatusFilter>
          label="Status"
          options={STATUS_OPTIONS}
          selectedKey={value.status}
          onSelectionChange={(status) => set({ status })}
        />
        <Select<AdminOrderSort>
          label="Sort by"
          options={SORT_OPTIONS}
          selectedKey={value.sort}
          onSelectionChange={(sort) => set({ sort })}
        />
      </FilterFields>
    </Card>
  );
}
