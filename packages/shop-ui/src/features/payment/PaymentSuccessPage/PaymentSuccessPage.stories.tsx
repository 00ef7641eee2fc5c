import { CHECKOUT, formatMoney } from '@atelier/api-client';
import { fixtures } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectNoSidewaysScroll, phone } from '../../../stories/support';
import { PaymentSuccessPage } from './PaymentSuccessPage';

const order = fixtures.orders.find((entry) => entry.userId === fixtures.users.shopper.id);
if (!order) throw new Error('The demo shopper has no order');
const units = order.cartItems.reduce((sum, item) => sum + item.quantity, 0);

const meta = {
  title: 'Screens/Payment/PaymentSuccessPage',
  component: PaymentSuccessPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PaymentSuccessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reached without an order (a guest, an old link): the spec's message and View Orders. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: CHECKOUT.success })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Order is successfull!',
    );
    await expect(canvas.queryByRole('region', { name: /Order number/ })).toBeNull();
    const viewOrders = canvas.getByRole('link', { name: 'View Orders' });
    await expect(viewOrders).toHaveAttribute('href', '/shop/account');
    await userEvent.tab();
    await expect(viewOrders).toHaveFocus();
  },
};

/** The shopper who placed the order sees its number and what it holds. */
export const WithTheOrder: Story = {
  parameters: { session: 'shopper' },
  args: { orderId: order._id },
  play: async ({ canvas }) => {
    const summary = await canvas.findByRole('region', {
      name: `Order number ${order._id.slice(-6)}`,
    });
    await expect(summary).toHaveTextContent(`${units} ${units === 1 ? 'item' : 'items'}`);
    await expect(summary).toHaveTextContent(formatMoney(order.totalAmount));
    await expect(summary).toHaveTextContent(order.addressInfo.city);
    await expect(
      within(summary).getByText(order.paymentMethod === 'cod' ? 'Cash on delivery' : 'Card'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Orders' })).toBeVisible();
  },
};

export const SmallScreen: Story = {
  ...phone,
  ...WithTheOrder,
  parameters: { ...phone.parameters, session: 'shopper' },
  play: async (context) => {
    await WithTheOrder.play?.(context);
    await expectNoSidewaysScroll();
  },
};
