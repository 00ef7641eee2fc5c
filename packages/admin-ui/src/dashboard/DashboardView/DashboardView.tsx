import {
  ALL_ORDER_STATUSES,
  formatMoney,
  ORDER_STATUS_LABELS,
  type Order,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type Product,
} from '@atelier/api-client';
import {
  Card,
  Heading,
  Link,
  ORDER_STATUS_TONES,
  PAYMENT_METHOD_TONES,
  Skeleton,
  useRoutes,
} from '@atelier/shop-ui';
import { type ReactNode, useId, useMemo } from 'react';
import { styled } from 'styled-components';
import { LoadError } from '../../shared/LoadError';
import { PageHeader } from '../../shared/PageHeader';
import { BarTable } from '../BarTable';
import { DonutChart } from '../DonutChart';
import { OrderLinks } from '../OrderLinks';
import { StatTiles } from '../StatTiles';
import { WaitingStockAlerts } from '../StockAlerts';
import { dashboardStats } from '../stats';

export interface DashboardViewProps {
  /** Every order; undefined until loaded. */
  orders: readonly Order[] | undefined;
  /** Every product; undefined until loaded. */
  products: readonly Product[] | undefined;
  /** A load failed. */
  error?: { message: string } | null;
  /** Load again after a failure. */
  onRetry: () => void;
}

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
`;

const PanelTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const count = (n: number, noun: string) =>
  `${n.toLocaleString('en-IN')} ${noun}${n === 1 ? '' : 's'}`;

function Panel({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card as="section" aria-labelledby={id} padding="lg">
      <PanelTop>
        <Heading variant="subsection" level={2} id={id}>
          {title}
        </Heading>
        {action}
      </PanelTop>
      {children}
    </Card>
  );
}

/**
 * /admin/dashboard without data wiring: the day at a glance, computed from every order and
 * product: revenue and order counts by status and payment method, the orders waiting on the
 * admin, the newest orders, best sellers, and the sizes to restock.
 */
export function DashboardView({ orders, products, error, onRetry }: DashboardViewProps) {
  const titleId = useId();
  const routes = useRoutes();
  const loading = !orders || !products;
  const stats = useMemo(
    () => (orders && products ? dashboardStats(orders, products) : null),
    [orders, products],
  );
  return (
    <Root aria-labelledby={titleId} aria-busy={loading && !error}>
      <PageHeader title="Dashboard" titleId={titleId} description="Your shop at a glance." />
      {error && <LoadError what="the dashboard" message={error.message} onRetry={onRetry} />}
      {!stats ? (
        !error && (
          <Grid aria-hidden="true">
            <Skeleton height="14rem" />
            <Skeleton height="14rem" />
            <Skeleton height="14rem" />
          </Grid>
        )
      ) : (
        <>
          <StatTiles
            stats={[
              {
                label: 'Revenue',
                value: formatMoney(stats.revenue),
                hint: 'All orders except rejected ones',
              },
              { label: 'Orders', value: stats.orderCount.toLocaleString('en-IN') },
              { label: 'Average order', value: formatMoney(stats.averageOrder) },
              {
                label: 'Needing action',
                value: stats.needingAction.length.toLocaleString('en-IN'),
                hint: 'Pending or confirmed',
              },
            ]}
          />
          <Grid>
            <Panel title="Orders by status">
              <BarTable
                caption="Orders and revenue by status"
                hideCaption
                headers={{ label: 'Status', value: 'Orders', extra: 'Amount' }}
                rows={ALL_ORDER_STATUSES.map((status) => ({
                  key: status,
                  label: ORDER_STATUS_LABELS[status],
                  value: stats.byStatus[status].count,
                  valueText: stats.byStatus[status].count.toLocaleString('en-IN'),
                  extra: formatMoney(stats.byStatus[status].amount),
                  tone: ORDER_STATUS_TONES.admin[status],
                }))}
              />
            </Panel>
            <Panel title="Payment methods">
              <DonutChart
                title="Orders by payment method"
                hideTitle
                slices={PAYMENT_METHODS.map((method) => ({
                  key: method,
                  label: PAYMENT_METHOD_LABELS[method],
                  value: stats.byPayment[method].count,
                  valueText: `${count(stats.byPayment[method].count, 'order')}, ${formatMoney(stats.byPayment[method].amount)}`,
                  tone: PAYMENT_METHOD_TONES[method],
                }))}
              />
            </Panel>
            <Panel
              title="Orders needing action"
              action={
                <Link href={`${routes.adminOrders}?status=pending&sort=oldest`}>
                  Pending orders
                </Link>
              }
            >
              <OrderLinks
                aria-label="Orders needing action, oldest first"
                orders={stats.needingAction.slice(0, 8)}
                emptyText="Nothing is waiting: every order is on its way or done."
              />
            </Panel>
            <Panel title="Recent orders" action={<Link href={routes.adminOrders}>All orders</Link>}>
              <OrderLinks
                aria-label="Recent orders, newest first"
                orders={stats.recent}
                emptyText="No orders yet."
              />
            </Panel>
            <Panel title="Best sellers">
              {stats.bestSellers.length ? (
                <BarTable
                  caption="Best sellers by units sold"
                  hideCaption
                  headers={{ label: 'Product', value: 'Sold' }}
                  rows={stats.bestSellers.map((product) => ({
                    key: product._id,
                    label: product.title,
                    value: product.salesCount,
                    valueText: product.salesCount.toLocaleString('en-IN'),
                  }))}
                />
              ) : (
                <p>Nothing sold yet.</p>
              )}
            </Panel>
            <Panel
              title="Stock to restock"
              action={<Link href={routes.adminProducts}>Manage products</Link>}
            >
              <WaitingStockAlerts alerts={stats.stockAlerts} />
            </Panel>
          </Grid>
        </>
      )}
    </Root>
  );
}
