import { orderTotals } from '@atelier/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CartSummary } from './CartSummary';

const items = [
  { price: 3599, salePrice: 2879, quantity: 1 },
  { price: 1999, salePrice: 0, quantity: 2 },
];

const meta = {
  title: 'Components/Cart/CartSummary',
  component: CartSummary,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { totals: orderTotals(items, 'online') },
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Total').nextElementSibling).toHaveTextContent('₹6,877.00');
    await expect(canvas.queryByText('Cash Handling Fee')).toBeNull();
  },
};

export const CashOnDelivery: Story = {
  args: { totals: orderTotals(items, 'cod') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Subtotal').nextElementSibling).toHaveTextContent('₹6,877.00');
    await expect(canvas.getByText('Cash Handling Fee').nextElementSibling).toHaveTextContent(
      '₹60.00',
    );
    await expect(canvas.getByText('Total').nextElementSibling).toHaveTextContent('₹6,937.00');
  },
};
