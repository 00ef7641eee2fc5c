import { useSession } from '@atelier/api-client/swr';
import { lazy, Suspense } from 'react';
import { styled } from 'styled-components';
import { useLoginHref } from '../../../navigation';
import { EmptyState } from '../../../primitives/EmptyState';
import { Heading } from '../../../primitives/Heading';
import { Link } from '../../../primitives/Link';
import { Spinner } from '../../../primitives/Spinner';
import { Tab, TabList, TabPanel, Tabs } from '../../../primitives/Tabs';
import { OrdersPanel } from '../OrdersPanel';
import { WishlistPanel } from '../Wishlist';

// The address book (with its form) loads when the Address tab is first shown.
const AddressBook = lazy(() =>
  import('../../address').then((module) => ({ default: module.AddressBook })),
);

export type AccountTab = 'orders' | 'wishlist' | 'address';

export interface AccountScreenProps {
  /** The tab shown first. */
  defaultTab?: AccountTab;
}

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.sizes.page};
  margin: 0 auto;
`;

const Panel = styled(TabPanel)`
  padding-top: ${({ theme }) => theme.space.lg};
`;

/** /shop/account for a signed-in shopper: tabs Orders, Wishlist and Address. */
export function AccountScreen({ defaultTab = 'orders' }: AccountScreenProps) {
  // Back here after signing in.
  const loginHref = useLoginHref();
  // Data first: SWR reports isLoading on mount even when the session is known (a server render's
  // fallback data), and the tabs would wait for a check that changes nothing.
  const session = useSession();
  const user = session.data;

  if (user === undefined && session.isLoading) return <Spinner label="Loading your account" />;
  if (!user) {
    // The route guard keeps guests away; this covers a session that ended on the page.
    return (
      <EmptyState
        title="Please log in to see your account"
        action={
          <Link href={loginHref} variant="button">
            Login
          </Link>
        }
      />
    );
  }

  return (
    <Page>
      <Heading variant="page">My Account</Heading>
      <Tabs defaultSelectedKey={defaultTab}>
        <TabList aria-label="Account sections">
          <Tab id="orders">Orders</Tab>
          <Tab id="wishlist">Wishlist</Tab>
          <Tab id="address">Address</Tab>
        </TabList>
        <Panel id="orders">
          <OrdersPanel userId={user.id} />
        </Panel>
        <Panel id="wishlist">
          <WishlistPanel userId={user.id} />
        </Panel>
        <Panel id="address">
          <Suspense fallback={<Spinner label="Loading addresses" />}>
            <AddressBook userId={user.id} headingLevel={2} />
          </Suspense>
        </Panel>
      </Tabs>
    </Page>
  );
}
