import { useAdminCustomer, useAdminCustomerActions, useExtensions } from '@atelier/api-client/swr';
import { EmptyState, Link, Skeleton, useAction, useRoutes } from '@atelier/shop-ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { LoadError } from '../../shared/LoadError';
import { BlockCustomerDialog } from '../BlockCustomerDialog';
import { CustomerProfile } from '../CustomerProfile';

export interface CustomerScreenProps {
  /** The shopper's id, from the page's address. */
  customerId: string;
}

const Waiting = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const serverMessage = (response: { message?: string }) => response.message;

/**
 * /admin/customers/:id, connected: one shopper from a backend with 'admin-customers', blocked
 * with a reason (asked first) or unblocked through `useAdminCustomerActions`, with the server's
 * message in a toast.
 */
export function CustomerScreen({ customerId }: CustomerScreenProps) {
  const extensions = useExtensions();
  const isOffered = !extensions.isKnown || extensions.has('admin-customers');
  const routes = useRoutes();
  const read = useAdminCustomer(isOffered ? customerId : null);
  const actions = useAdminCustomerActions();
  const [isAsking, setAsking] = useState(false);
  const block = useAction((reason: string) => actions.block(customerId, reason), {
    successToast: serverMessage,
  });
  const unblock = useAction(() => actions.unblock(customerId), { successToast: serverMessage });
  const back = <Link href={routes.adminCustomers}>All customers</Link>;

  if (!isOffered) {
    return (
      <EmptyState
        title="Customers are not available"
        description="This shop's backend does not keep a list of customers."
      />
    );
  }
  const customer = read.data;
  if (!customer) {
    if (read.error?.status === 404) {
      return <EmptyState title="Customer not found" description={back} />;
    }
    if (read.error) {
      return (
        <LoadError
          what="this customer"
          message={read.error.message}
          onRetry={() => read.mutate()}
        />
      );
    }
    return (
      <Waiting aria-busy="true" aria-label="Loading customer" role="status">
        <Skeleton height="2.5rem" width="40%" />
        <Skeleton height="12rem" />
        <Skeleton height="12rem" />
      </Waiting>
    );
  }
  return (
    <>
      <CustomerProfile
        customer={customer}
        onBlock={() => setAsking(true)}
        onUnblock={() => void unblock.run()}
        isUnblocking={unblock.isPending}
      />
      <BlockCustomerDialog
        isOpen={isAsking}
        customerName={customer.userName}
        onCancel={() => setAsking(false)}
        isPending={block.isPending}
        onConfirm={async (reason) => {
          const outcome = await block.run(reason);
          if (outcome.status === 'success') setAsking(false);
        }}
      />
    </>
  );
}
