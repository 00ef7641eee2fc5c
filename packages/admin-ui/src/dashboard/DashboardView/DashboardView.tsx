import {
  ALL_ORDER_STATUSES,
  type DashboardFigures,
  formatDate,
  formatMoney,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
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
import { type ReactNode, useId } from 'react';
import { styled } from 'styled-components';
import { LoadError } from '../../shared/LoadError';
import { PageHeader } from '../../shared/PageHeader';
import { BarTable } from '../BarTable';
import { DailyFigures } from '../DailyChart';
import { DonutChart } from '../DonutChart';
import { OrderLinks } from '../OrderLinks';
import { PeriodPicker } from '../PeriodPicker';
import { StatTiles } from '../StatTiles';
import { WaitingStockAlerts } from '../StockAlerts';
import type { DashboardPeriodView } from '../view';

export interface DashboardViewProps {
  /** The figures of the period; undefined until loaded (or while a custom range is wrong). */
  figures: DashboardFigures | undefined;
  /** The period chosen. */
  view: DashboardPeriodView;
  onViewChange: (next: DashboardPeriodView) => void;
  /** What is wrong with a custom range, by field. */
  problems?: Partial<Record<'from' | 'to', string>>;
  /** Figures for another period are on their way (the ones shown are the previous period's). */
  isUpdating?: boolean;
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

const Wide = styled.div`
  grid-column: 1 / -1;
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

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

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

const day = (value: string) => formatDate(`${value}T00:00:00Z`);

/** 'Today, 28 Nov 2026' or 'From 30 Oct 2026 to 28 Nov 2026', the days being UTC days. */
function periodText({ from, to }: { from: string; to: string }) {
  return from === to
    ? `Figures of ${day(from)} (UTC).`
    : `Figures from ${day(from)} to ${day(to)} (UTC days).`;
}

/**
 * /admin/dashboard without data wiring: the period's figures (revenue and orders in all, by
 * status, by payment method and per day, the newest orders, the best sellers) beside what waits
 * on the admin whatever the period: the orders to act on and the sizes to restock.
 */
export function DashboardView({
  figures,
  view,
  onViewChange,
  problems,
  isUpdating = false,
  error,
  onRetry,
}: DashboardViewProps) {
  const titleId = useId();
  const routes = useRoutes();
  const waitingForRange = Boolean(problems?.from || problems?.to);
  return (
    <Root aria-labelledby={titleId} aria-busy={(!figures || isUpdating) && !error}>
      <PageHeader title="Dashboard" titleId={titleId} description="Your shop at a glance." />
      <PeriodPicker
        view={view}
        onViewChange={onViewChange}
        {...(problems ? { problems } : {})}
        shown={figures ? { from: figures.from, to: figures.to } : undefined}
      />
      {error && <LoadError what="the dashboard" message={error.message} onRetry={onRetry} />}
      {!figures ? (
        !error &&
        (waitingForRange ? (
          <Muted>Choose a valid range of days to see its figures.</Muted>
        ) : (
          <Grid aria-hidden="true">
            <Skeleton height="14rem" />
            <Skeleton height="14rem" />
            <Skeleton height="14rem" />
          </Grid>
        ))
      ) : (
        <>
          <Muted role="status">{periodText(figures)}</Muted>
          <StatTiles
            stats={[
              {
                label: 'Revenue',
                value: formatMoney(figures.revenue),
                hint: 'Orders neither rejected nor cancelled',
              },
              { label: 'Orders', value: figures.orderCount.toLocaleString('en-IN') },
              { label: 'Average order', value: formatMoney(figures.averageOrder) },
              {
                label: 'Needing action',
                value: figures.needingActionCount.toLocaleString('en-IN'),
                hint: 'Pending or confirmed, any day',
              },
            ]}
          />
          <Grid>
            <Wide>
              <Panel title="Revenue and orders per day">
                <DailyFigures days={figures.days} />
              </Panel>
            </Wide>
            <Panel title="Orders by status">
              <BarTable
                caption="Orders and revenue by status"
                hideCaption
                headers={{ label: 'Status', value: 'Orders', extra: 'Amount' }}
                rows={ALL_ORDER_STATUSES.map((status) => ({
                  key: status,
                  label: ORDER_STATUS_LABELS[status],
                  value: figures.byStatus[status].count,
                  valueText: figures.byStatus[status].count.toLocaleString('en-IN'),
                  extra: formatMoney(figures.byStatus[status].amount),
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
                  value: figures.byPayment[method].count,
                  valueText: `${count(figures.byPayment[method].count, 'order')}, ${formatMoney(figures.byPayment[method].amount)}`,
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
                orders={figures.needingAction}
                emptyText="Nothing is waiting: every order is on its way or done."
              />
            </Panel>
            <Panel title="Recent orders" action={<Link href={routes.adminOrders}>All orders</Link>}>
              <OrderLinks
                aria-label="Recent orders, newest first"
                orders={figures.recent}
                emptyText="No orders in this period."
              />
            </Panel>
            <Panel title="Best sellers">
              {figures.bestSellers.length ? (
                <BarTable
                  caption="Best sellers by units sold in the period"
                  hideCaption
                  headers={{ label: 'Product', value: 'Sold' }}
                  rows={figures.bestSellers.map((product) => ({
                    key: product.productId,
                    label: product.title,
                    value: product.sold,
                    valueText: product.sold.toLocaleString('en-IN'),
                  }))}
                />
              ) : (
                <p>Nothing sold in this period.</p>
              )}
            </Panel>
            <Panel
              title="Stock to restock"
              action={<Link href={routes.adminProducts}>Manage products</Link>}
            >
              <WaitingStockAlerts alerts={figures.stockAlerts} total={figures.stockAlertCount} />
            </Panel>
          </Grid>
        </>
      )}
    </Root>
  );
}
