import { productImage } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { WishlistList } from './WishlistList';

const meta = {
  title: 'Components/Account/WishlistList',
  component: WishlistList,
  args: {
    items: [
      {
        productId: 'p1',
        image: productImage({ garment: 'jacket', colour: 'navy' }),
        title: 'Adidas Tiro 23 Track Jacket',
        price: 3599,
        salePrice: 2799,
        category: 'men',
        brand: 'adidas',
        averageReview: 4.5,
      },
      {
        productId: 'p2',
        image: productImage({ garment: 'shirt', colour: 'white' }),
        title: 'Zara Relaxed Fit Linen Shirt',
        price: 2990,
        salePrice: 0,
        category: 'men',
        brand: 'zara',
        averageReview: 4,
      },
    ],
    onOpen: fn(),
    onRemove: fn(),
    onAddToCart: fn(),
  },
} satisfies Meta<typeof WishlistList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByText('Adidas')).toBeVisible();
    await expect(canvas.getByText('₹2,799.00')).toBeVisible();
    // The list price is struck through and named as the original price, as on product cards.
    await expect(canvas.getByText('₹3,599.00').closest('s')).toHaveTextContent(
      'Original price ₹3,599.00',
    );
    await expect(canvas.getByText('₹2,990.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Adidas Tiro 23 Track Jacket' }));
    await expect(args.onOpen).toHaveBeenCalledWith('p1');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Zara Relaxed Fit Linen Shirt from wishlist' }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith('p2');
    // Each entry goes into the cart from here; the button names the product it adds.
    const [addJacket] = canvas.getAllByRole('button', { name: 'Add to cart' });
    await expect(addJacket).toHaveAccessibleDescription('Adidas Tiro 23 Track Jacket');
    await userEvent.click(addJacket as HTMLElement);
    await expect(args.onAddToCart).toHaveBeenCalledWith('p1');
  },
};

export const Adding: Story = {
  args: { addingIds: new Set(['p2']) },
  play: async ({ canvas, args }) => {
    const [, addShirt] = canvas.getAllByRole('button', { name: 'Add to cart' });
    await expect(addShirt).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(addShirt as HTMLElement);
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};
