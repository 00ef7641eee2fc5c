import { formatMoney, SERVER_MESSAGES } from '@atelier/api-client';
import { fixtures, scenarios } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { findDialog } from '../../../stories/support';
import { OrderDetailsDialog } from './OrderDetailsDialog';

const shopperOrders = fixtures.orders.filter((order) => order.userId === fixtures.users.shopper.id);
function demoOrder(method: 'cod' | 'online') {
  const order = shopperOrders.find((entry) => entry.paymentMethod === method);
  if (!order) throw new Error(`no ${method} order in the demo data`);
  return order;
}
const cod = demoOrder('cod');
const online = demoOrder('online');

const meta = {
  title: 'Components/Account/OrderDetailsDialog',
  component: OrderDetailsDialog,
  parameters: { session: 'shopper' },
  args: { orderId: cod._id, isOpen: true, onOpenChange: fn() },
} satisfies Meta<typeof OrderDetailsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await findDialog('Order Details'));

export const CashOnDelivery: Story = {
  play: async () => {
    const details = await dialog();
    await expect(await details.findByText(cod._id)).toBeVisible();
    await expect(details.getByText('Cash on delivery')).toBeVisible();
    await expect(details.getByText('Cash Handling Fee').nextElementSibling).toHaveTextContent(
      formatMoney(60),
    );
    await expect(details.getByText('Subtotal').nextElementSibling).toHaveTextContent(
      formatMoney(cod.totalAmount - 60),
    );
    await expect(details.getByText('Total').nextElementSibling).toHaveTextContent(
      formatMoney(cod.totalAmount),
    );
    await expect(details.getByText(cod.addressInfo.address)).toBeVisible();
    for (const item of cod.cartItems) {
      await expect(details.getByText(item.title)).toBeVisible();
    }
  },
};

export const Online: Story = {
  args: { orderId: online._id },
  play: async () => {
    const details = await dialog();
    await expect(await details.findByText(online._id)).toBeVisible();
    await expect(details.getByText('Card')).toBeVisible();
    await expect(details.queryByText('Cash Handling Fee')).toBeNull();
  },
};

export const ShownFromTheListWhileLoading: Story = {
  args: { order: cod },
  beforeEach({ msw }) {
    msw.use(...scenarios.slow(60_000, 'orders'));
  },
  play: async () => {
    const details = await dialog();
    await expect(details.getByText(cod._id)).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.slow(60_000, 'orders'));
  },
  play: async () => {
    const details = await dialog();
    await expect(details.getByRole('progressbar', { name: 'Loading order details' })).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.serverError(500, 'orders'));
  },
  play: async () => {
    const details = await dialog();
    await waitFor(() =>
      expect(details.getByText('Order details could not be loaded')).toBeVisible(),
    );
    await expect(details.getByText(SERVER_MESSAGES.common.internalError)).toBeVisible();
  },
};
