import type { CartItem } from '@atelier/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CartReview } from './CartReview';

const items: CartItem[] = [
  {
    productId: 'p1',
    title: "Levi's 511 Slim Fit Jeans",
    image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    price: 3999,
    salePrice: 2799,
    quantity: 1,
    selectedSize: '32',
  },
  {
    productId: 'p2',
    title: 'Adidas Adicolor Classics Trefoil Tee',
    image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    price: 1499,
    salePrice: 0,
    quantity: 2,
    selectedSize: 'M',
  },
];

const meta = {
  title: 'Components/Checkout/CartReview',
  component: CartReview,
  args: { items },
} satisfies Meta<typeof CartReview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas }) => {
    const [jeans, tee] = within(
      canvas.getByRole('list', { name: 'Items in your order' }),
    ).getAllByRole('listitem');
    await expect(jeans).toHaveTextContent('Size: 32 · Quantity: 1');
    await expect(jeans).toHaveTextContent('Was ₹3,999.00₹2,799.00 each');
    await expect(tee).toHaveTextContent('Size: M · Quantity: 2');
    await expect(tee).toHaveTextContent('₹1,499.00 each');
    await expect(tee).toHaveTextContent('₹2,998.00');
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your cart is empty.')).toBeVisible();
  },
};
