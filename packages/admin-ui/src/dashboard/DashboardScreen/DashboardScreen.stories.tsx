import type { Order, Product } from '@atelier/api-client';
import { fixtures, scenarios } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
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

const meta = {
  title: 'Admin/Dashboard/DashboardScreen',
  component: DashboardScreen,
  parameters: { session: 'admin', layout: 'padded' },
  decorators: [withNavigateSpy],
  beforeEach: () => {
    resetNavigate();
    return adminStorySetup();
  },
} satisfies Meta<typeof DashboardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const tile = (canvas: ReturnType<typeof within>, label: string) =>
  canvas.getByText(label, { selector: 'dt' }).nextElementSibling;

export const Populated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await canvas.findByText('Revenue', { selector: 'dt' });
    // Every demo order but the rejected one.
    await expect(tile(canvas, 'Revenue')).toHaveTextContent('₹36,175.00');
    await expect(tile(canvas, 'Orders')).toHaveTextContent(String(fixtures.orders.length));
    await expect(tile(canvas, 'Needing action')).toHaveTextContent('3');

    const byStatus = canvas.getByRole('table', { name: 'Orders and revenue by status' });
    const delivered = within(byStatus).getByRole('row', { name: /^Delivered/ });
    await expect(delivered).toHaveTextContent('3');
    await expect(delivered).toHaveTextContent('₹16,629.00');

    await expect(canvas.getByText('Cash on delivery: 4 orders, ₹9,607.00 (44%)')).toBeVisible();
    await expect(canvas.getByText('Card: 5 orders, ₹26,568.00 (56%)')).toBeVisible();

    const queue = canvas.getByRole('list', { name: 'Orders needing action, oldest first' });
    await expect(within(queue).getAllByRole('listitem')).toHaveLength(3);
    const recent = canvas.getByRole('list', { name: 'Recent orders, newest first' });
    await expect(within(recent).getAllByRole('listitem')).toHaveLength(5);

    const best = [...fixtures.products].sort((a, b) => b.salesCount - a.salesCount)[0] as Product;
    const sellers = canvas.getByRole('table', { name: 'Best sellers by units sold' });
    await expect(within(sellers).getAllByRole('rowheader')[0]).toHaveTextContent(best.title);

    const restock = canvas.getByRole('region', { name: 'Sizes to restock' });
    await expect(
      within(restock).getByRole('rowheader', { name: 'Puma Smash v2 Leather Sneakers' }),
    ).toBeVisible();
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

export const Empty: Story = {
  parameters: { seed: 'empty' },
  play: async ({ canvas }) => {
    await canvas.findByText('Revenue', { selector: 'dt' });
    await expect(tile(canvas, 'Revenue')).toHaveTextContent('₹0.00');
    await expect(canvas.getByText('No orders yet.')).toBeVisible();
    await expect(canvas.getByText('Nothing sold yet.')).toBeVisible();
    await expect(canvas.getByText('Every size has 10 or more in stock.')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.slow(60_000, ['adminOrders', 'adminProducts']));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Dashboard' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LoadErrorThenRetry: Story = {
  beforeEach({ msw }) {
    msw.use(failOnce('*/api/admin/orders/get'));
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Could not load the dashboard. Internal server error');
    // No figures from a list that failed to load.
    await expect(canvas.queryByText('Revenue', { selector: 'dt' })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('Revenue', { selector: 'dt' })).toBeVisible();
  },
};

/** 10,000 orders and 10,000 products: the figures still come out, the lists stay short. */
export const TenThousandOfEach: Story = {
  beforeEach({ msw }) {
    const orders = manyOrders(10_000);
    const products = manyProducts(10_000);
    msw.use(
      http.get('*/api/admin/orders/get', () => HttpResponse.json({ success: true, data: orders })),
      http.get('*/api/admin/products/fetch-all', () =>
        HttpResponse.json({ success: true, data: products }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await canvas.findByText('Revenue', { selector: 'dt' }, { timeout: 10_000 });
    await expect(tile(canvas, 'Orders')).toHaveTextContent('10,000');
    const restock = canvas.getByRole('region', { name: 'Sizes to restock' });
    await expect(within(restock).getAllByRole('row')).toHaveLength(11);
    await expect(canvas.getByText(/^and [\d,]+ more products$/)).toBeVisible();
  },
};

export const SmallScreen: Story = {
  ...onAPhone,
  play: async ({ canvas }) => {
    await canvas.findByText('Revenue', { selector: 'dt' });
    const byStatus = canvas.getByRole('table', { name: 'Orders and revenue by status' });
    await expect(byStatus).toBeVisible();
    for (const header of within(byStatus).getAllByRole('rowheader')) {
      await expectNoWordBroken(header);
    }
    await expectNoSidewaysScroll();
  },
};
