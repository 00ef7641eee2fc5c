import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findDialog, phone } from '../../../stories/support';
import { QuickAddSizeDialog } from './QuickAddSizeDialog';

const meta = {
  title: 'Components/Cart/QuickAddSizeDialog',
  component: QuickAddSizeDialog,
  args: {
    productTitle: 'Nike Dri-FIT Legend Training T-Shirt',
    sizes: [
      { _id: 's', size: 'S', stock: 27 },
      { _id: 'm', size: 'M', stock: 7 },
      { _id: 'xl', size: 'XL', stock: 1 },
    ],
    isOpen: true,
    onOpenChange: fn(),
    onChoose: fn(),
  },
} satisfies Meta<typeof QuickAddSizeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Choose a size');
    await expect(dialog).toHaveTextContent(
      'Which size of Nike Dri-FIT Legend Training T-Shirt would you like?',
    );
    // Sizes running low say how many are left, in their names too.
    const sizes = within(dialog).getAllByRole('button', { name: /^Add size/ });
    await expect(sizes.map((button) => button.textContent)).toEqual([
      'Add size S',
      'Add size M, 7 left',
      'Add size XL, 1 left',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: /^Add size M\b/ }));
    await expect(args.onChoose).toHaveBeenCalledWith('M');
  },
};

/** Arrow-free: Tab moves between sizes, Enter adds the one with focus, Escape closes. */
export const Keyboard: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Choose a size');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    const first = within(dialog).getByRole('button', { name: /^Add size S\b/ });
    while (document.activeElement !== first) await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoose).toHaveBeenCalledWith('M');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Adding: Story = {
  args: { isPending: true },
  play: async ({ args }) => {
    const dialog = await findDialog('Choose a size');
    const size = within(dialog).getByRole('button', { name: /^Add size S\b/ });
    await expect(size).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(size);
    await expect(args.onChoose).not.toHaveBeenCalled();
  },
};

export const SmallScreen: Story = {
  ...phone,
  play: async () => {
    const dialog = await findDialog('Choose a size');
    const last = within(dialog).getByRole('button', { name: /^Add size XL\b/ });
    await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
