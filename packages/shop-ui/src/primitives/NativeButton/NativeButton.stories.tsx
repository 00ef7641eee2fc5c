import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CartIcon } from '../../icons';
import { NativeButton, NativeIconButton } from './NativeButton';

const meta = {
  title: 'Primitives/NativeButton',
  component: NativeButton,
  args: { children: 'Try again', onClick: fn() },
} satisfies Meta<typeof NativeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Try again' });
    // A plain button inside a form must not submit it.
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Filters' } };

export const Ghost: Story = { args: { variant: 'ghost', size: 'sm', children: 'Clear filters' } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Try again' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Enter and Space press it, as react-aria's Button, with the theme's focus ring. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Try again' });
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

/** Only an icon: named by `label`, at least 40px square. */
export const IconOnly: Story = {
  render: (args) => (
    <NativeIconButton label="Open cart" onClick={args.onClick}>
      <CartIcon />
    </NativeIconButton>
  ),
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Open cart' });
    const { width, height } = button.getBoundingClientRect();
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(40);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
