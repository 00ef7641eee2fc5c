import { type CustomerDetails, formatDate, formatDateTime, formatMoney } from '@atelier/api-client';
import { Button, Card, Heading, Link, useRoutes } from '@atelier/shop-ui';
import { type ReactNode, useId } from 'react';
import { styled } from 'styled-components';
import { Facts } from '../../shared/Facts';
import { PageHeader } from '../../shared/PageHeader';
import { CustomerFlags } from '../CustomerTable';
import { CustomerAddresses } from './CustomerAddresses';
import { CustomerHistory } from './CustomerHistory';
import { CustomerOrders } from './CustomerOrders';

export interface CustomerProfileProps {
  /** The shopper, with their orders, addresses and history. */
  customer: CustomerDetails;
  /** 'Block customer' was pressed (the screen asks for the reason). */
  onBlock: () => void;
  /** 'Unblock' was pressed. */
  onUnblock: () => void;
  /** The unblock is running. */
  isUnblocking?: boolean;
}

const Root = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Email = styled.span`
  overflow-wrap: anywhere;
`;

const BlockNotice = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  & > p {
    margin: 0;
    overflow-wrap: break-word;
    white-space: pre-wrap;
  }
`;

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  align-items: start;
`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id} padding="md">
      <Heading variant="subsection" level={2} id={id}>
        {title}
      </Heading>
      {children}
    </Card>
  );
}

/**
 * One shopper's page without data wiring: who they are and their figures, the block and its
 * reason while it stands, their orders, addresses and the history of blocks.
 */
export function CustomerProfile({
  customer,
  onBlock,
  onUnblock,
  isUnblocking = false,
}: CustomerProfileProps) {
  const routes = useRoutes();
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId}>
      <Link href={routes.adminCustomers}>All customers</Link>
      <PageHeader
        title={customer.userName}
        titleId={titleId}
        description={<Email>{customer.email}</Email>}
        actions={
          customer.blocked ? (
            <Button variant="secondary" onPress={onUnblock} isPending={isUnblocking}>
              Unblock
            </Button>
          ) : (
            <Button variant="destructive" onPress={onBlock}>
              Block customer
            </Button>
          )
        }
      />
      {customer.block && (
        <BlockNotice>
          <strong>Blocked: this customer cannot sign in or place orders.</strong>
          <p>{`Since ${formatDateTime(customer.block.at)}, by ${customer.block.by}.`}</p>
          <p>{`Reason: ${customer.block.reason}`}</p>
        </BlockNotice>
      )}
      <Sections>
        <Section title="Details">
          <Facts>
            <dt>Status</dt>
            <dd>
              <CustomerFlags customer={customer} />
            </dd>
            <dt>Joined</dt>
            <dd>{formatDate(customer.joinedAt)}</dd>
            <dt>Orders</dt>
            <dd>{customer.orderCount.toLocaleString('en-IN')}</dd>
            <dt>Total spent</dt>
            <dd>{formatMoney(customer.totalSpent)}</dd>
            <dt>Last order</dt>
            <dd>{customer.lastOrderDate ? formatDate(customer.lastOrderDate) : 'None yet'}</dd>
          </Facts>
        </Section>
        <Section title="Addresses">
          <CustomerAddresses addresses={customer.addresses} />
        </Section>
      </Sections>
      <Section title="Orders">
        <CustomerOrders orders={customer.orders} orderCount={customer.orderCount} />
      </Section>
      <Section title="History">
        <CustomerHistory events={customer.history} />
      </Section>
    </Root>
  );
}
