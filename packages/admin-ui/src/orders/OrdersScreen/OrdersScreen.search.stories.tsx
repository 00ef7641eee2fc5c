import {
  createHandlers,
  createMockStore,
  fixtures,
  flattenHandlers,
} from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { manyOrders } from '../../stories/bulk';
import {
  adminStorySetup,
  expectNoSidewaysScroll,
  expectNoWordBroken,
  onAPhone,
  page,
} from '../../stories/support';
import { OrdersScreen } from './OrdersScreen';

type Canvas = ReturnType<typeof within>;

/**
 * A backend with 'admin-order-search' (the default here): it searches, filters and sorts the
 * orders and answers a page at a time; the browser never asks for the whole order book.
 */
const meta = {
  title: 'Admin/Orders/OrdersScreen/Search and pages',
  component: OrdersScreen,
  parameters: { session: 'admin', layout: 'padded' },
  args: { searchParams: new URLSearchParams(), onSearchParamsChange: fn() },
  beforeEach({ msw }) {
    const wholeBook = fn();
    msw.use(
      http.get('*/api/admin/orders/get', () => {
        wholeBook();
        return HttpResponse.json({ success: false }, { status: 500 });
      }),
    );
    const restore = adminStorySetup();
    return () => {
      restore();
      expect(wholeBook).not.toHaveBeenCalled();
    };
  },
} satisfies Meta<typeof OrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mock backend over `count` orders of their own (ids counting up), the admin signed in. */
function backendWithOrders(count: number) {
  const store = createMockStore({ signedInAs: 'admin' });
  store.orders = manyOrders(count);
  return flattenHandlers(createHandlers(store));
}

/** Rows in the list, counting those the windowing keeps out of the DOM. */
const rowCount = (canvas: Canvas) =>
  canvas.getByRole('grid', { name: 'Orders' }).getAttribute('aria-rowcount');

const rowNames = (canvas: Canvas) =>
  within(canvas.getByRole('grid', { name: 'Orders' }))
    .getAllByRole('row')
    .map((row) => row.getAttribute('aria-label'));

function lastQuery(spy: unknown): string {
  const calls = (spy as { mock: { calls: Array<[URLSearchParams]> } }).mock.calls;
  return calls.at(-1)?.[0].toString() ?? '';
}

/** Typing asks the backend; its count is the page's, without "Showing N of". */
export const SearchAsksTheBackend: Story = {
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText(`${fixtures.orders.length} orders`)).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search orders' }), 'ZARA');
    await expect(await canvas.findByText('2 orders')).toBeVisible();
    await waitFor(() => expect(rowNames(canvas)).toHaveLength(2));
    await waitFor(() => expect(lastQuery(args.onSearchParamsChange)).toBe('q=ZARA'));
    await expect(canvas.queryByRole('navigation', { name: 'Pages of orders' })).toBeNull();
  },
};

/** Filters and sort from a shared link are the backend's question too. */
export const ViewFromTheUrl: Story = {
  args: { searchParams: new URLSearchParams('status=pending&sort=oldest&payment=cod') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('2 orders')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Status/ })).toHaveTextContent('Pending');
    await expect(canvas.getByRole('button', { name: /Sort by/ })).toHaveTextContent('Oldest first');
  },
};

/** 120 orders: 50 a page; Next asks for the rows after the last one, Previous goes back. */
export const NextAndPreviousPage: Story = {
  beforeEach({ msw }) {
    msw.use(...backendWithOrders(120));
  },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('120 orders')).toBeVisible();
    await waitFor(() => expect(rowCount(canvas)).toBe('50'));
    const firstPage = rowNames(canvas)[0];
    const pager = canvas.getByRole('navigation', { name: 'Pages of orders' });
    await expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rowNames(canvas)[0]).not.toBe(firstPage));
    await waitFor(() => expect(lastQuery(args.onSearchParamsChange)).toMatch(/^after=/));
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rowNames(canvas)).toHaveLength(20));
    await expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(within(pager).getByRole('button', { name: 'Previous page' }));
    await userEvent.click(within(pager).getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(rowNames(canvas)[0]).toBe(firstPage));
    await waitFor(() => expect(lastQuery(args.onSearchParamsChange)).toBe(''));
  },
};

/** A new search starts again at the first page. */
export const SearchLeavesThePage: Story = {
  beforeEach({ msw }) {
    msw.use(...backendWithOrders(120));
  },
  play: async ({ canvas, args }) => {
    await canvas.findByText('120 orders');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery(args.onSearchParamsChange)).toMatch(/^after=/));
    await userEvent.click(canvas.getByRole('button', { name: /Payment/ }));
    await userEvent.click(await page().findByRole('option', { name: 'Card' }));
    await waitFor(() => expect(lastQuery(args.onSearchParamsChange)).toBe('payment=online'));
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  },
};

/** Past 10,000 matches the backend stops counting, and the page says so. */
export const CountPastTheCap: Story = {
  beforeEach({ msw }) {
    msw.use(...backendWithOrders(10_001));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('10,000+ orders', {}, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(rowCount(canvas)).toBe('50'));
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeEnabled();
  },
};

/** On a phone: filters, cards and pager fit the screen, no word split inside itself. */
export const PhonePages: Story = {
  ...onAPhone,
  beforeEach({ msw }) {
    msw.use(...backendWithOrders(60));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('60 orders')).toBeVisible();
    const pager = canvas.getByRole('navigation', { name: 'Pages of orders' });
    pager.scrollIntoView();
    await expect(pager).toBeVisible();
    await expectNoSidewaysScroll();
    await expectNoWordBroken(canvas.getByRole('grid', { name: 'Orders' }));
  },
};
