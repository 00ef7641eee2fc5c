import {
  ADMIN_CUSTOMER_SORTS,
  type AdminCustomerSort,
  type CustomerSummary,
} from '@atelier/api-client';
import { Card, EmptyState, Select, Skeleton, TextField } from '@atelier/shop-ui';
import { useId } from 'react';
import { styled } from 'styled-components';
import { FilterFields } from '../../shared/filterCard';
import { LoadError } from '../../shared/LoadError';
import { PageHeader } from '../../shared/PageHeader';
import { Pager, type PagerProps } from '../../shared/Pager';
import { CustomerTable } from '../CustomerTable';
import type { CustomerListView } from '../view';

export interface CustomersViewProps {
  /** The shoppers of this page; undefined until they load. */
  customers: readonly CustomerSummary[] | undefined;
  /** The first load is running. */
  isLoading: boolean;
  /** The last load failed. */
  error?: { message: string } | null;
  /** Load again after a failure. */
  onRetry: () => void;
  /** How many match, as shown ('10,000+ customers'). */
  countText?: string;
  /** Search, sort and page. */
  view: CustomerListView;
  /** The view changed. */
  onViewChange: (next: CustomerListView) => void;
  /** Previous and next page. */
  paging?: Omit<PagerProps, 'what'>;
  /** False when the backend keeps no list of shoppers: the page says so instead. */
  isOffered?: boolean;
}

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Rows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

/**
 * /admin/customers without data wiring: the count, search by name or e-mail and the sort, then
 * the shoppers as a table and the pager.
 */
export function CustomersView({
  customers,
  isLoading,
  error,
  onRetry,
  countText,
  view,
  onViewChange,
  paging,
  isOffered = true,
}: CustomersViewProps) {
  const titleId = useId();
  const loading = isLoading && !customers;
  const set = (change: Partial<CustomerListView>) =>
    onViewChange({ ...view, ...change, after: '' });
  if (!isOffered) {
    return (
      <Root aria-labelledby={titleId}>
        <PageHeader title="Customers" titleId={titleId} />
        <EmptyState
          title="Customers are not available"
          description="This shop's backend does not keep a list of customers."
        />
      </Root>
    );
  }
  return (
    <Root aria-labelledby={titleId} aria-busy={loading}>
      <PageHeader
        title="Customers"
        titleId={titleId}
        description={<span role="status">{loading ? '' : countText}</span>}
      />
      <Card as="section" aria-label="Find customers" padding="md">
        <FilterFields>
          <TextField
            label="Search customers"
            type="search"
            description="Part of a name or an e-mail address"
            value={view.search}
            onChange={(search) => set({ search })}
          />
          <Select<AdminCustomerSort>
            label="Sort by"
            options={ADMIN_CUSTOMER_SORTS}
            selectedKey={view.sort}
            onSelectionChange={(sort) => set({ sort })}
          />
        </FilterFields>
      </Card>
      {error && <LoadError what="customers" message={error.message} onRetry={onRetry} />}
      {loading ? (
        <Rows aria-hidden>
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <Skeleton key={index} height="3rem" />
          ))}
        </Rows>
      ) : customers && customers.length > 0 ? (
        <CustomerTable aria-label="Customers" customers={customers} />
      ) : (
        !error &&
        (view.search.trim() ? (
          <EmptyState title="No customers match" description="Try another name or e-mail address" />
        ) : (
          <EmptyState
            title="No customers yet"
            description="Shoppers appear here once they create an account."
          />
        ))
      )}
      {paging && <Pager what="customers" {...paging} />}
    </Root>
  );
}
