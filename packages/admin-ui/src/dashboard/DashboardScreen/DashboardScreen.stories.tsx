import { ORDER_EXPORT_MESSAGES, type Order } from '@atelier/api-client';
import { fixtures, scenarios } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, within } from 'storybook/test';
import { manyOrders, manyProducts } from '../../stories/bulk';
import {
  adminStorySetup,
  expectNavigatedTo,
  expectNoSidewaysScroll,
  expectNoWordBroken,
  failOnce,
  onAPhone,
  resetNavigate,
  withNavigateSpy,
} from '../../stories/support';
import { DashboardScreen } from './DashboardScreen';

// The mocks' clock stands at 1 Jun 2025; the demo orders run from 12 Jan to 10 May 2025.
const ALL_DEMO_DAYS = 'period=custom&from=2025-01-01&to=2025-05-31';

const meta = {
  title: 'Admin/Dashboard/DashboardScreen',
  component: DashboardScreen,
  parameters: { session: 'admin', layout: 'padded' },
  args: { onSearchParamsChange: fn() },
  decorators: [withNavigateSpy],
  beforeEach: () => {
    resetNavigate();
    return adminStorySetup();
  },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const tile = (canvas: Canvas, label: string) =>
  canvas.getByText(label, { selector: 'dt' }).nextElementSibling;
const figuresShown = (canvas: Canvas, text: string | RegExp) =>
  canvas.findByText(text, {}, { timeout: 5_000 });
const period = (canvas: Canvas, name: string) =>
  within(canvas.getByRole('radiogroup', { name: 'Period' })).getByRole('radio', { name });

/** Every demo order, the server computing: the figures the dashboard always showed, and per day. */
export const CustomRange: Story = {
  args: { searchParams: new URLSearchParams(ALL_DEMO_DAYS) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(period(canvas, 'Custom')).toBeChecked();
    await expect(canvas.getByLabelText('From')).toHaveValue('2025-01-01');
    await figuresShown(canvas, 'Figures from 1 Jan 2025 to 31 May 2025 (UTC days).');
    // Every demo order but the rejected one.
    await expect(tile(canvas, 'Revenue')).toHaveTextContent('₹36,175.00');
    await expect(tile(canvas, 'Orders')).toHaveTextContent(String(fixtures.orders.length));
    await expect(tile(canvas, 'Needing action')).toHaveTextContent('3');

    const byStatus = canvas.getByRole('table', { name: 'Orders and revenue by status' });
    const delivered = within(byStatus).getByRole('row', { name: /^Delivered/ });
    await expect(delivered).toHaveTextContent('3');
    await expect(delivered).toHaveTextContent('₹16,629.00');
    await expect(canvas.getByText('Cash on delivery: 4 orders, ₹9,607.00 (44%)')).toBeVisible();

    const revenue = canvas.getByRole('img', { name: 'Revenue per day' });
    await expect(revenue).toHaveAccessibleDescription(
      /^From 1 Jan 2025 to 31 May 2025: ₹36,175\.00 in all, the most on .+, \d+ days with none\.$/,
    );
    await expect(canvas.getByRole('img', { name: 'Orders per day' })).toHaveAccessibleDescription(
      /: 9 orders in all/,
    );
    await userEvent.click(canvas.getByText('Show the figures as a table'));
    const table = canvas.getByRole('table', { name: 'Orders and revenue per day' });
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + 151);
    await expect(within(table).getByRole('row', { name: /^12 Jan 2025/ })).toHaveTextContent('1');

    const queue = canvas.getByRole('list', { name: 'Orders needing action, oldest first' });
    await expect(within(queue).getAllByRole('listitem')).toHaveLength(3);
    const recent = canvas.getByRole('list', { name: 'Recent orders, newest first' });
    await expect(within(recent).getAllByRole('listitem')).toHaveLength(5);
    const sellers = canvas.getByRole('table', { name: 'Best sellers by units sold in the period' });
    await expect(within(sellers).getAllByRole('rowheader').length).toBeGreaterThan(0);
    const restock = canvas.getByRole('region', { name: 'Sizes to restock' });
    // Its colours are restocked each on their own: a row per colour with a size out or low.
    const puma = within(restock).getAllByRole('rowheader', {
      name: /^Puma Smash v2 Leather Sneakers in /,
    });
    await expect(puma[0]).toBeVisible();
  },
};

/** 30 days, the default: the two demo orders of May. */
export const ThirtyDays: Story = {
  play: async ({ canvas }) => {
    await figuresShown(canvas, 'Figures from 3 May 2025 to 1 Jun 2025 (UTC days).');
    await expect(period(canvas, '30 days')).toBeChecked();
    await expect(tile(canvas, 'Orders')).toHaveTextContent('2');
    await expect(
      within(canvas.getByRole('list', { name: /^Recent orders/ })).getAllByRole('listitem'),
    ).toHaveLength(2);
  },
};

/** Chosen by keyboard: the arrow keys move along the periods, Space picks one; the URL follows. */
export const SevenDaysByKeyboard: Story = {
  play: async ({ args, canvas }) => {
    await figuresShown(canvas, /^Figures from 3 May 2025/);
    period(canvas, '30 days').focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(period(canvas, '7 days')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(period(canvas, '7 days')).toBeChecked();
    await figuresShown(canvas, 'Figures from 26 May 2025 to 1 Jun 2025 (UTC days).');
    await expect(args.onSearchParamsChange).toHaveBeenLastCalledWith(
      new URLSearchParams('period=7d'),
    );
    await expect(tile(canvas, 'Orders')).toHaveTextContent('0');
  },
};

/** Today, with no order yet: noughts, and the queue and restock lists that do not depend on it. */
export const TodayEmpty: Story = {
  args: { searchParams: new URLSearchParams('period=today') },
  play: async ({ canvas }) => {
    await figuresShown(canvas, 'Figures of 1 Jun 2025 (UTC).');
    await expect(tile(canvas, 'Revenue')).toHaveTextContent('₹0.00');
    await expect(canvas.getByText('No orders in this period.')).toBeVisible();
    await expect(canvas.getByText('Nothing sold in this period.')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Revenue per day' })).toHaveAccessibleDescription(
      'On 1 Jun 2025: none.',
    );
    await expect(tile(canvas, 'Needing action')).toHaveTextContent('3');
  },
};

/** A range that ends before it starts: said under the field, and no figures asked for. */
export const CustomRangeError: Story = {
  args: { searchParams: new URLSearchParams('period=custom&from=2025-03-10&to=2025-03-01') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ORDER_EXPORT_MESSAGES.order)).toBeVisible();
    await expect(canvas.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByText('Choose a valid range of days to see its figures.'),
    ).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('To'));
    await expect(canvas.getByText(ORDER_EXPORT_MESSAGES.toRequired)).toBeVisible();
  },
};

/** Choosing Custom starts from the days shown, so the range is whole from the first moment. */
export const CustomStartsFromTheDaysShown: Story = {
  play: async ({ canvas }) => {
    await figuresShown(canvas, /^Figures from 3 May 2025/);
    await userEvent.click(period(canvas, 'Custom'));
    await expect(canvas.getByLabelText('From')).toHaveValue('2025-05-03');
    await expect(canvas.getByLabelText('To')).toHaveValue('2025-06-01');
    await figuresShown(canvas, 'Figures from 3 May 2025 to 1 Jun 2025 (UTC days).');
  },
};

/** A backend with spec section 7 alone: every order comes once and the figures are made here. */
export const PlainBackend: Story = {
  args: { searchParams: new URLSearchParams(ALL_DEMO_DAYS) },
  beforeEach({ msw }) {
    msw.use(...scenarios.plainContract({ signedInAs: 'admin' }));
  },
  play: async ({ canvas }) => {
    await figuresShown(canvas, 'Figures from 1 Jan 2025 to 31 May 2025 (UTC days).');
    await expect(tile(canvas, 'Revenue')).toHaveTextContent('₹36,175.00');
    await expect(tile(canvas, 'Orders')).toHaveTextContent(String(fixtures.orders.length));
    await expect(canvas.getByRole('img', { name: 'Orders per day' })).toBeVisible();
  },
};

export const OrderLinksOpenTheOrder: Story = {
  play: async ({ canvas }) => {
    const queue = await canvas.findByRole('list', { name: 'Orders needing action, oldest first' });
    const [link] = within(queue).getAllByRole('link');
    const oldest = fixtures.orders
      .filter((order) => order.orderStatus === 'pending' || order.orderStatus === 'confirmed')
      .sort((a, b) => a.orderDate.localeCompare(b.orderDate))[0] as Order;
    await expect(link).toHaveAccessibleName(`Order #${oldest._id.slice(-8)}`);
    await userEvent.click(link as HTMLElement);
    await expectNavigatedTo(`/admin/orders?q=${oldest._id}`);
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.slow(60_000, ['adminDashboard']));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Dashboard' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(period(canvas, '30 days')).toBeChecked();
  },
};

export const LoadErrorThenRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failOnce('*/api/admin/dashboard'));
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Could not load the dashboard. Internal server error');
    await expect(canvas.queryByText('Revenue', { selector: 'dt' })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('Revenue', { selector: 'dt' })).toBeVisible();
  },
};

/** A plain backend with 10,000 orders and 10,000 products: the browser still makes the figures. */
export const PlainBackendTenThousandOfEach: Story = {
  beforeEach({ msw }) {
    const orders = manyOrders(10_000);
    const products = manyProducts(10_000);
    msw.use(
      ...scenarios.plainContract({ signedInAs: 'admin' }),
      http.get('*/api/admin/orders/get', () => HttpResponse.json({ success: true, data: orders })),
      http.get('*/api/admin/products/fetch-all', () =>
        HttpResponse.json({ success: true, data: products }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await canvas.findByText('Revenue', { selector: 'dt' }, { timeout: 10_000 });
    const restock = canvas.getByRole('region', { name: 'Sizes to restock' });
    await expect(within(restock).getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByText(/^and [\d,]+ more products$/)).toBeVisible();
  },
};

export const SmallScreen: Story = {
  ...onAPhone,
  args: { searchParams: new URLSearchParams('period=custom&from=2025-01-01&to=2025-05-31') },
  play: async ({ canvas }) => {
    await figuresShown(canvas, /^Figures from 1 Jan 2025/);
    const byStatus = canvas.getByRole('table', { name: 'Orders and revenue by status' });
    await expect(byStatus).toBeVisible();
    for (const header of within(byStatus).getAllByRole('rowheader')) {
      await expectNoWordBroken(header);
    }
    await expect(canvas.getByRole('img', { name: 'Revenue per day' })).toBeVisible();
    await expect(canvas.getByLabelText('From')).toBeVisible();
    await expectNoSidewaysScroll();
  },
};
