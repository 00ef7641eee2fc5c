// Renders the admin product grid or the orders page with N entries, windowed or not, and exposes
// timings for the runner (run.ts). Not part of the package build.
import { selectAdminOrders } from '@atelier/api-client';
import { ThemeProvider } from '@atelier/shop-ui';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { scrollFrames } from '../../../scripts/bench/scrollFrames';
import { AdminOrderDetails } from '../src/orders/AdminOrderDetails';
import { AdminOrderList } from '../src/orders/AdminOrderList';
import { OrdersView, orderCountText } from '../src/orders/OrdersView';
import { DEFAULT_ORDER_VIEW, type OrderView } from '../src/orders/view';
import { AdminProductGrid } from '../src/products/AdminProductGrid';
import { busyOrder, manyOrders, manyProducts } from '../src/stories/bulk';

declare global {
  interface Window {
    benchResult?: { renderMs: number; rowsInDom: number };
    benchScroll?: (frames: number) => Promise<number[]>;
    /** For each keystroke: ms from the keydown to the first frame painted after it. */
    benchKeyLatencies?: number[];
    /** The count line the orders page should show for a search. */
    benchExpectedCount?: (search: string) => string;
  }
}

const params = new URLSearchParams(window.location.search);
const windowed = params.get('mode') !== 'all';
const list = params.get('list') ?? 'products';
const count = Number(params.get('count') ?? 10_000);

const products = list === 'products' ? manyProducts(count) : [];
const orders = list === 'orders' ? manyOrders(count) : [];

const noop = () => {};

function OrdersPage() {
  const [view, setView] = useState<OrderView>(DEFAULT_ORDER_VIEW);
  return (
    <OrdersView
      orders={orders}
      isLoading={false}
      onRetry={noop}
      view={view}
      onViewChange={setView}
      onViewDetails={noop}
    />
  );
}

function App() {
  // The order details dialog's content with `count` timeline events.
  if (list === 'details') return <AdminOrderDetails order={busyOrder(count)} />;
  if (list === 'products') {
    return (
      <AdminProductGrid
        aria-label="Products"
        products={products}
        onEdit={noop}
        onDelete={noop}
        virtualized={windowed}
      />
    );
  }
  if (windowed) return <OrdersPage />;
  return (
    <AdminOrderList aria-label="Orders" orders={orders} onViewDetails={noop} virtualized={false} />
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
const start = performance.now();
createRoot(root).render(
  <ThemeProvider>
    <App />
  </ThemeProvider>,
);

// React commits in a later task; once rows (or timeline entries) exist, the next frame is their
// first paint.
const rows = () =>
  document.querySelectorAll(
    list === 'details' ? '[aria-label="Order timeline"] > li' : '[role="row"]',
  ).length;
const waitForPaint = () => {
  if (rows() === 0) return requestAnimationFrame(waitForPaint);
  requestAnimationFrame(() => {
    window.benchResult = { renderMs: performance.now() - start, rowsInDom: rows() };
  });
};
requestAnimationFrame(waitForPaint);

window.benchScroll = scrollFrames;

window.benchExpectedCount = (search) =>
  orderCountText(selectAdminOrders(orders, { search }).length, orders.length);

// Input latency as INP counts it: from the key event to the next frame the browser paints.
window.benchKeyLatencies = [];
document.addEventListener('keydown', (event) => {
  const pressed = event.timeStamp;
  requestAnimationFrame(() => {
    setTimeout(() => window.benchKeyLatencies?.push(performance.now() - pressed), 0);
  });
});
