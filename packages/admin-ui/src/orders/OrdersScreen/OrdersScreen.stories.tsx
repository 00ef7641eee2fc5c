import { EMPTY_STATES, type Order } from '@atelier/api-client';
import { fixtures, scenarios } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { manyOrders } from '../../stories/bulk';
import {
  adminStorySetup,
  expectErrorToast,
  expectNoSidewaysScroll,
  expectToast,
  failOnce,
  findDialog,
  onAPhone,
  page,
  without,
} from '../../stories/support';
import { OrdersScreen } from './OrdersScreen';

type Canvas = ReturnType<typeof within>;

/**
 * A backend without 'admin-order-search': every order arrives once and the browser searches,
 * filters and sorts them (the server's pages: OrdersScreen.search.stories).
 */
const meta = {
  title: 'Admin/Orders/OrdersScreen',
  component: OrdersScreen,
  parameters: { session: 'admin', layout: 'padded' },
  args: { searchParams: new URLSearchParams(), onSearchParamsChange: fn() },
  beforeEach({ msw }) {
    msw.use(without('admin-order-search'));
    return adminStorySetup();
  },
} satisfies Meta<typeof OrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const TOTAL = fixtures.orders.length;
/** The newest demo order: pending, cash on delivery, one Puma T-shirt. */
const NEWEST = fixtures.orders.find((order) => order.orderDate.startsWith('2025-05-10')) as Order;

/** The query string of the latest `onSearchParamsChange` call. */
function lastQuery(spy: unknown): string {
  const calls = (spy as { mock: { calls: Array<[URLSearchParams]> } }).mock.calls;
  return calls.at(-1)?.[0].toString() ?? '';
}

const cardTitles = (canvas: Canvas) =>
  within(canvas.getByRole('grid', { name: 'Orders' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

async function choose(canvas: Canvas, label: RegExp, option: string) {
  await userEvent.click(canvas.getByRole('button', { name: label }));
  await userEvent.click(await page().findByRole('option', { name: option }));
}

/** The dialog's status select (its button is named by the value and the label). */
const statusSelect = (dialog: Canvas) =>
  dialog.getByRole('button', {
    name: (name: string, element: Element) =>
      element.getAttribute('aria-haspopup') === 'listbox' && name.endsWith('Order Status'),
  });

async function openDetails(canvas: Canvas, order: Order) {
  const grid = await canvas.findByRole('grid', { name: 'Orders' });
  const row = within(grid).getByRole('row', { name: `Order #${order._id.slice(-8)}` });
  await userEvent.click(within(row).getByRole('button', { name: 'View Details' }));
  return within(await findDialog('Order Details'));
}

export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(await canvas.findByText(`${TOTAL} orders`)).toBeVisible();
    const grid = canvas.getByRole('grid', { name: 'Orders' });
    const first = within(grid).getAllByRole('row')[0] as HTMLElement;
    // Newest first: last 8 characters of the id, date, customer, total, badges, items.
    await expect(first).toHaveAccessibleName(`Order #${NEWEST._id.slice(-8)}`);
    await expect(first).toHaveTextContent('10 May 2025');
    await expect(first).toHaveTextContent(NEWEST.addressInfo.address);
    await expect(first).toHaveTextContent('₹1,458.00');
    await expect(within(first).getByText('Pending')).toBeVisible();
    await expect(within(first).getByText('Cash on delivery')).toBeVisible();
    await expect(first).toHaveTextContent(`${NEWEST.cartItems[0]?.title}`);
    await expect(canvas.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('');
  },
};

export const OnlyTheFirstTwoItems: Story = {
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Orders' });
    const three = fixtures.orders.find((order) => order.cartItems.length === 3) as Order;
    const row = within(grid).getByRole('row', { name: `Order #${three._id.slice(-8)}` });
    await expect(within(row).getAllByRole('listitem')).toHaveLength(3);
    await expect(row).toHaveTextContent(three.cartItems[1]?.title ?? '');
    await expect(row).not.toHaveTextContent(three.cartItems[2]?.title ?? '');
    await expect(row).toHaveTextContent('and 1 more');
  },
};

export const FilterByPaymentAndStatus: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByText(`${TOTAL} orders`);
    await choose(canvas, /Payment/, 'Cash on delivery');
    await expect(await canvas.findByText(`Showing 4 of ${TOTAL} orders`)).toBeVisible();
    await waitFor(() => expect(lastQuery(args.onSearchParamsChange)).toBe('payment=cod'));
    await choose(canvas, /Status/, 'Pending');
    await expect(await canvas.findByText(`Showing 2 of ${TOTAL} orders`)).toBeVisible();
    await waitFor(() =>
      expect(lastQuery(args.onSearchParamsChange)).toBe('payment=cod&status=pending'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(await canvas.findByText(`${TOTAL} orders`)).toBeVisible();
    await waitFor(() => expect(lastQuery(args.onSearchParamsChange)).toBe(''));
  },
};

export const SortByAmount: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByText(`${TOTAL} orders`);
    await choose(canvas, /Sort by/, 'Amount: high to low');
    await waitFor(() => expect(lastQuery(args.onSearchParamsChange)).toBe('sort=amountHigh'));
    const amounts = [...fixtures.orders].sort((a, b) => b.totalAmount - a.totalAmount);
    await waitFor(() => expect(cardTitles(canvas)[0]).toBe(`Order #${amounts[0]?._id.slice(-8)}`));
    await choose(canvas, /Sort by/, 'Oldest first');
    await waitFor(() => expect(cardTitles(canvas)[0]).toBe('Order #7b00022d'));
  },
};

export const SearchIsCaseInsensitive: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByText(`${TOTAL} orders`);
    const search = canvas.getByRole('searchbox', { name: 'Search orders' });
    // An item title.
    await userEvent.type(search, 'ZARA');
    await expect(await canvas.findByText(`Showing 2 of ${TOTAL} orders`)).toBeVisible();
    await waitFor(() => expect(lastQuery(args.onSearchParamsChange)).toBe('q=ZARA'));
    // An address.
    await userEvent.clear(search);
    await userEvent.type(search, 'bandra');
    await expect(await canvas.findByText(`Showing 1 of ${TOTAL} orders`)).toBeVisible();
    // An order id.
    await userEvent.clear(search);
    await userEvent.type(search, NEWEST._id.slice(-8).toUpperCase());
    // The previous search also found one order: wait for the list itself to change.
    await waitFor(() => expect(cardTitles(canvas)).toEqual([`Order #${NEWEST._id.slice(-8)}`]));
    await expect(canvas.getByText(`Showing 1 of ${TOTAL} orders`)).toBeVisible();
  },
};

export const NoOrdersFound: Story = {
  args: { searchParams: new URLSearchParams('q=no-such-order') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: EMPTY_STATES.orders })).toBeVisible();
    await expect(canvas.getByText(`Showing 0 of ${TOTAL} orders`)).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search orders' })).toHaveValue(
      'no-such-order',
    );
  },
};

export const ViewFromTheUrl: Story = {
  args: { searchParams: new URLSearchParams('status=pending&sort=oldest&payment=cod') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(`Showing 2 of ${TOTAL} orders`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Status/ })).toHaveTextContent('Pending');
    await expect(canvas.getByRole('button', { name: /Sort by/ })).toHaveTextContent('Oldest first');
    await expect(cardTitles(canvas)[1]).toBe(`Order #${NEWEST._id.slice(-8)}`);
  },
};

export const Empty: Story = {
  parameters: { seed: 'empty' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: EMPTY_STATES.orders })).toBeVisible();
    await expect(canvas.getByText('0 orders')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.slow(60_000, 'adminOrders'));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Orders' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

export const LoadErrorThenRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failOnce('*/api/admin/orders/get'));
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Could not load orders. Internal server error');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText(`${TOTAL} orders`)).toBeVisible();
  },
};

export const DetailsShowEveryField: Story = {
  play: async ({ canvas }) => {
    const online = fixtures.orders.find((order) => order.paymentId) as Order;
    const dialog = await openDetails(canvas, online);
    await expect(await dialog.findByText(online._id)).toBeVisible();
    for (const label of [
      'Order Date',
      'Order Status',
      'Order Price',
      'Cash Handling Fee',
      'Payment Method',
      'Payment Status',
      'Payment ID',
      'Address',
      'City',
      'Pincode',
      'Phone',
      'Notes',
    ]) {
      await expect(dialog.getByText(label, { selector: 'dt' })).toBeVisible();
    }
    await expect(dialog.getByText(online.paymentId)).toBeVisible();
    await expect(dialog.getByText(online.addressInfo.pincode)).toBeVisible();
    const items = dialog.getByRole('table');
    for (const item of online.cartItems) {
      await expect(within(items).getByRole('rowheader', { name: item.title })).toBeVisible();
    }
    await expect(dialog.getByRole('button', { name: 'Update Order Status' })).toBeDisabled();
  },
};

export const StatusChangeSuccess: Story = {
  play: async ({ canvas }) => {
    const dialog = await openDetails(canvas, NEWEST);
    await dialog.findByText(NEWEST._id);
    await userEvent.click(statusSelect(dialog));
    await userEvent.click(await page().findByRole('option', { name: 'Confirmed' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Update Order Status' }));
    await expectToast('Order status is updated successfully!');
    // The details and the list reload.
    const facts = dialog.getByText('Order Status', { selector: 'dt' }).nextElementSibling;
    await waitFor(() => expect(facts).toHaveTextContent('Confirmed'));
    await expect(dialog.getByText('Last Updated')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    const row = within(canvas.getByRole('grid', { name: 'Orders' })).getByRole('row', {
      name: `Order #${NEWEST._id.slice(-8)}`,
    });
    await waitFor(() => expect(within(row).getByText('Confirmed')).toBeVisible());
  },
};

export const StatusChangeFailure: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.put('*/api/admin/orders/update/:id', () =>
        HttpResponse.json(
          { success: false, message: 'Some items of this order are sold out' },
          { status: 409 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    const dialog = await openDetails(canvas, NEWEST);
    await dialog.findByText(NEWEST._id);
    await userEvent.click(statusSelect(dialog));
    await userEvent.click(await page().findByRole('option', { name: 'Delivered' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Update Order Status' }));
    await expectErrorToast('Some items of this order are sold out');
    // The choice stays, ready to try again.
    await expect(statusSelect(dialog)).toHaveTextContent('Delivered');
    await expect(dialog.getByRole('button', { name: 'Update Order Status' })).toBeEnabled();
  },
};

export const KeyboardOpensDetails: Story = {
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Orders' });
    const rows = within(grid).getAllByRole('row');
    rows[0]?.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findDialog('Order Details');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(rows[1]).toHaveFocus());
  },
};

/**
 * Several orders at once, by keyboard: Space ticks the focused card, the arrows move on; one
 * status for the ticked ones, each card then shows it and the others keep theirs.
 */
export const TickOrdersAndSetOneStatus: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText(`${TOTAL} orders`);
    const grid = canvas.getByRole('grid', { name: 'Orders' });
    await expect(grid).toHaveAttribute('aria-multiselectable', 'true');
    const rows = within(grid).getAllByRole('row');
    const [first, second, third] = rows as [HTMLElement, HTMLElement, HTMLElement];
    first.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect(within(first).getByRole('checkbox')).toBeChecked();
    await expect(within(second).getByRole('checkbox')).not.toBeChecked();
    await expect(within(third).getByRole('checkbox')).toBeChecked();
    const bar = within(
      canvas.getByRole('form', { name: 'Change the status of the selected orders' }),
    );
    await expect(canvas.getByText('2 orders selected')).toBeVisible();
    await expect(
      canvas.getByRole('checkbox', { name: `Select all ${TOTAL} orders` }),
    ).toBePartiallyChecked();
    await userEvent.click(
      bar.getByRole('button', {
        name: (name: string, element: Element) =>
          element.getAttribute('aria-haspopup') === 'listbox' &&
          name.endsWith('New status for the selected orders'),
      }),
    );
    await userEvent.click(await page().findByRole('option', { name: 'In process' }));
    const before = second.textContent;
    const rowNamed = (row: HTMLElement) =>
      within(canvas.getByRole('grid', { name: 'Orders' })).getByRole('row', {
        name: row.getAttribute('aria-label') ?? '',
      });
    await userEvent.click(bar.getByRole('button', { name: 'Apply to 2 orders' }));
    await expectToast('2 of 2 orders updated');
    await waitFor(() => expect(within(rowNamed(first)).getByText('In process')).toBeVisible());
    await expect(within(rowNamed(third)).getByText('In process')).toBeVisible();
    await expect(rowNamed(second).textContent).toBe(before);
    await expect(bar.getByRole('button', { name: 'Apply to 0 orders' })).toBeDisabled();
  },
};

/** 'Select all' takes the orders the filters show, and only those. */
export const SelectAllThatMatchTheFilters: Story = {
  args: { searchParams: new URLSearchParams('payment=cod') },
  play: async ({ canvas }) => {
    await canvas.findByText(`Showing 4 of ${TOTAL} orders`);
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Select all 4 orders that match the filters' }),
    );
    await expect(canvas.getByText('4 orders selected')).toBeVisible();
    const rows = within(canvas.getByRole('grid', { name: 'Orders' })).getAllByRole('row');
    for (const row of rows) await expect(within(row).getByRole('checkbox')).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Apply to 4 orders' })).toBeEnabled();
  },
};

/** A backend of spec section 7 alone: no tick boxes and no bulk bar; one order at a time. */
export const PlainBackend: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.plainContract({ signedInAs: 'admin' }));
  },
  play: async ({ canvas }) => {
    await canvas.findByText(`${TOTAL} orders`);
    const grid = canvas.getByRole('grid', { name: 'Orders' });
    await expect(within(grid).queryByRole('checkbox')).toBeNull();
    await expect(canvas.queryByRole('form', { name: /selected orders/ })).toBeNull();
  },
};

/** 10,000 orders: only the cards near the viewport are in the DOM; search stays quick. */
export const TenThousandOrders: Story = {
  beforeEach({ msw }) {
    const many = manyOrders(10_000);
    msw.use(
      http.get('*/api/admin/orders/get', () => HttpResponse.json({ success: true, data: many })),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('10,000 orders', {}, { timeout: 10_000 })).toBeVisible();
    const grid = canvas.getByRole('grid', { name: 'Orders' });
    await expect(grid).toHaveAttribute('aria-rowcount', '10000');
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(40);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search orders' }), 'bandra');
    await expect(await canvas.findByText('Showing 1,111 of 10,000 orders')).toBeVisible();
  },
};

export const SmallScreen: Story = {
  ...onAPhone,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(`${TOTAL} orders`)).toBeVisible();
    await expectNoSidewaysScroll();
    const dialog = await openDetails(canvas, NEWEST);
    await expect(await dialog.findByText(NEWEST._id)).toBeVisible();
    // The items get the screen: the status form scrolls with them instead of holding a fixed
    // footer, and the scrolling part is most of the screen's height.
    const update = dialog.getByRole('button', { name: 'Update Order Status' });
    const items = dialog.getByRole('table');
    const frame = items.closest('[role="dialog"]') as HTMLElement;
    let body = update.parentElement;
    while (body && frame.contains(body) && getComputedStyle(body).overflowY !== 'auto') {
      body = body.parentElement;
    }
    await expect(body && frame.contains(body) && body.contains(items)).toBe(true);
    await expect(body?.clientHeight ?? 0).toBeGreaterThan(window.innerHeight * 0.6);
    update.scrollIntoView();
    await expect(update).toBeVisible();
    await expectNoSidewaysScroll();
  },
};
