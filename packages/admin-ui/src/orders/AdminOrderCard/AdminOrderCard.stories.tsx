import type { Order } from '@atelier/api-client';
import { fixtures } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminOrderCard } from './AdminOrderCard';

const threeItems = fixtures.orders.find((order) => order.cartItems.length === 3) as Order;

const meta = {
  title: 'Admin/Orders/AdminOrderCard',
  component: AdminOrderCard,
  args: { order: threeItems, onViewDetails: fn() },
} satisfies Meta<typeof AdminOrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const { order } = args;
    await expect(
      canvas.getByRole('heading', { name: `Order #${order._id.slice(-8)}` }),
    ).toBeVisible();
    await expect(within(canvas.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('and 1 more')).toBeVisible();
    await expect(canvas.getByText('In shipping')).toBeVisible();
    await expect(canvas.getByText('Card')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'View Details' }));
    await expect(args.onViewDetails).toHaveBeenCalledWith(order);
  },
};

/** Every status in the admin palette (spec section 4). */
export const EveryStatus: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {(['pending', 'confirmed', 'inProcess', 'inShipping', 'delivered', 'rejected'] as const).map(
        (status) => (
          <AdminOrderCard
            key={status}
            {...args}
            order={{
              ...args.order,
              _id: `${args.order._id.slice(0, -2)}${status.length}0`,
              orderStatus: status,
            }}
          />
        ),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const words of [
      'Pending',
      'Confirmed',
      'In process',
      'In shipping',
      'Delivered',
      'Rejected',
    ]) {
      await expect(canvas.getByText(words)).toBeVisible();
    }
  },
};
