import { ORDER_STATUSES } from '@atelier/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OrderStatusBadge } from './OrderStatusBadge';

const meta = {
  title: 'Admin/Orders/OrderStatusBadge',
  component: OrderStatusBadge,
  args: { status: 'pending' },
} satisfies Meta<typeof OrderStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('pending')).toBeVisible();
  },
};

export const EveryStatus: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {ORDER_STATUSES.map((status) => (
        <OrderStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const status of ORDER_STATUSES) await expect(canvas.getByText(status)).toBeVisible();
  },
};
