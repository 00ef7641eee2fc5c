import { orderTotals } from '@atelier/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OrderSummary } from './OrderSummary';

const items = [{ price: 1499, salePrice: 0, quantity: 2 }];

const meta = {
  title: 'Components/Checkout/OrderSummary',
  component: OrderSummary,
  args: { totals: orderTotals(items, 'online') },
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Cash Handling Fee')).toBeNull();
    await expect(canvas.getByText('Total').nextElementSibling).toHaveTextContent('₹2,998.00');
  },
};

export const CashOnDelivery: Story = {
  args: { totals: orderTotals(items, 'cod') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cash Handling Fee').nextElementSibling).toHaveTextContent(
      '₹60.00',
    );
    await expect(canvas.getByText('Total').nextElementSibling).toHaveTextContent('₹3,058.00');
  },
};
