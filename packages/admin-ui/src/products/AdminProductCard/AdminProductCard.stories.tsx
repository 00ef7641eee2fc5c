import { BADGES, type Product } from '@atelier/api-client';
import { fixtures } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AdminProductCard } from './AdminProductCard';

const base = fixtures.products[0] as Product;

const meta = {
  title: 'Admin/Products/AdminProductCard',
  component: AdminProductCard,
  args: { product: base, onEdit: fn(), onDelete: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: '16rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdminProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnSale: Story = {
  args: {
    product: { ...base, title: 'Linen Shirt', price: 1999, salePrice: 1499, totalStock: 40 },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Linen Shirt' })).toBeVisible();
    await expect(canvas.getByText(BADGES.sale)).toBeVisible();
    await expect(canvas.getByText('Total stock: 40')).toBeVisible();
    await expect(canvas.getByText('₹1,999.00')).toBeVisible();
    await expect(canvas.getByText('₹1,499.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledWith(args.product);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(args.product);
  },
};

export const LowStock: Story = {
  args: { product: { ...base, totalStock: 3, salePrice: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(BADGES.lowStock(3))).toBeVisible();
  },
};

export const OutOfStock: Story = {
  args: { product: { ...base, totalStock: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(BADGES.outOfStock)).toBeVisible();
    await expect(canvas.getByText('Total stock: 0')).toBeVisible();
  },
};

export const FullPriceInStock: Story = {
  args: { product: { ...base, totalStock: 25, salePrice: 0 } },
  play: async ({ canvas }) => {
    for (const word of [BADGES.sale, BADGES.outOfStock]) {
      await expect(canvas.queryByText(word)).toBeNull();
    }
  },
};
