import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CartIcon, HeartIcon, TrashIcon } from '../../icons';
import { IconButton } from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Open cart', children: <CartIcon />, onPress: fn() },
  argTypes: {
    variant: { control: 'select', options: ['primary', 'secondary', 'ghost', 'destructive'] },
    size: { control: 'select', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Open cart' });
    const { width, height } = button.getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(40);
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { label: 'Add to wishlist', variant: 'secondary', children: <HeartIcon /> },
};

export const Destructive: Story = {
  args: { label: 'Delete', variant: 'destructive', children: <TrashIcon /> },
};

export const Small: Story = {
  args: { size: 'sm', label: 'Remove item', children: <TrashIcon /> },
  play: async ({ canvas }) => {
    const { width, height } = canvas.getByRole('button').getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(40);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, label: 'Add to wishlist', children: <HeartIcon /> },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add to wishlist' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Open cart' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};
