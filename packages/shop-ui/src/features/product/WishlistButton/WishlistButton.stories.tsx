import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { WishlistButton } from './WishlistButton';

const meta = {
  title: 'Components/Product/WishlistButton',
  component: WishlistButton,
  args: { isInWishlist: false, onToggle: fn() },
} satisfies Meta<typeof WishlistButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotInWishlist: Story = {
  play: async ({ canvas, args }) => {
    const heart = canvas.getByRole('button', { name: 'Add to wishlist' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

export const InWishlist: Story = {
  args: { isInWishlist: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Guest: Story = {
  args: { isGuest: true },
  play: async ({ canvas, args }) => {
    const heart = canvas.getByRole('button', { name: 'Add to wishlist' });
    await expect(heart).toBeDisabled();
    await expect(heart).toHaveAccessibleDescription('Please login to add to wishlist');
    await expect(canvas.getByText('Please login to add to wishlist')).toBeVisible();
    await userEvent.click(heart, { pointerEventsCheck: 0 });
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};
