import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { CartIcon } from '../../icons';
import { Button } from '../Button';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Open cart' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Names an icon-only control without showing the words. */
export const InsideAButton: Story = {
  render: (args) => (
    <Button variant="ghost">
      <CartIcon />
      <VisuallyHidden {...args} />
    </Button>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Open cart' });
    const hidden = canvas.getByText('Open cart');
    await expect(hidden.tagName).toBe('SPAN');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(button).toBeInTheDocument();
  },
};

/** A skip link that appears only while it has keyboard focus. */
export const FocusableSkipLink: Story = {
  render: () => (
    <VisuallyHidden isFocusable>
      <a href="#main">Skip to content</a>
    </VisuallyHidden>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Skip to content' });
    const box = () => link.parentElement?.getBoundingClientRect().width ?? 0;
    await expect(box()).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(box()).toBeGreaterThan(1);
  },
};
