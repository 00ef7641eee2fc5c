import { measureOrders } from '../../apps/server/src/bench/orders.ts';
import type { Figure } from './figures.ts';

/**
 * Issue 38's budgets on the embedded database, through the services (no HTTP): a bulk status
 * change of 500 orders, the admin's details of an order with 200 timeline events, an invoice.
 */
export async function orderFigures(): Promise<Figure[]> {
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const m = await measureOrders(runs);
  return [
    {
      group: 'orders',
      name: `bulk status change of ${m.bulkOrders} orders (own transaction, event and mail each)`,
      value: m.bulkMs,
      unit: 'ms',
      budget: { max: 5000 },
      note: `median of ${runs} runs, embedded database in memory, a busy 2-core machine`,
    },
    {
      group: 'orders',
      name: `admin order details with ${m.events} timeline events: server read`,
      value: m.detailsMs,
      unit: 'ms',
      budget: { max: 200 },
      note: "median of 9 reads through the service; INP's 'good' threshold, as the dialog's render (admin bench)",
    },
    {
      group: 'orders',
      name: 'tax invoice PDF render',
      value: m.invoiceMs,
      unit: 'ms',
      budget: { max: 200 },
      note: 'median of 9 renders after the first',
    },
  ];
}
