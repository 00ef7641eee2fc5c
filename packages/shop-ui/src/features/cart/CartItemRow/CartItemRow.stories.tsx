import { productImage } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CartItemRow } from './CartItemRow';

const meta = {
  title: 'Components/Cart/CartItemRow',
  component: CartItemRow,
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', padding: 0, maxWidth: '28rem' }}>
        <Story />
      </ul>
    ),
  ],
  args: {
    item: {
      productId: 'p1',
      title: 'Adidas Adicolor Classics Trefoil Tee',
      image: productImage({ garment: 'tshirt', colour: 'navy' }),
      price: 1999,
      salePrice: 1399,
      quantity: 2,
      selectedSize: 'M',
    },
    onIncrease: fn(),
    onDecrease: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof CartItemRow>;

export default meta;
type Story = StoryObj<typeof meta>;

const NAME = 'Adidas Adicolor Classics Trefoil Tee, size M';

export const OnSale: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Size: M')).toBeVisible();
    // The sale price is what a unit costs; the line total follows it.
    await expect(canvas.getByText('₹1,399.00 each')).toBeVisible();
    await expect(canvas.getByText('₹2,798.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Increase quantity of ${NAME}` }));
    await expect(args.onIncrease).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: `Decrease quantity of ${NAME}` }));
    await expect(args.onDecrease).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${NAME}` }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const FullPrice: Story = {
  args: { item: { ...meta.args.item, salePrice: 0, quantity: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₹1,999.00 each')).toBeVisible();
  },
};

export const QuantityOne: Story = {
  args: { item: { ...meta.args.item, quantity: 1 } },
  play: async ({ canvas, args }) => {
    const decrease = canvas.getByRole('button', { name: `Decrease quantity of ${NAME}` });
    await expect(decrease).toBeDisabled();
    await userEvent.click(decrease);
    await expect(args.onDecrease).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem')).toHaveAttribute('aria-busy', 'true');
  },
};
