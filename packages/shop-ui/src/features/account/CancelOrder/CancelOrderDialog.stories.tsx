import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findDialog, phone } from '../../../stories/support';
import { CancelOrderDialog } from './CancelOrderDialog';

const meta = {
  title: 'Components/Account/CancelOrderDialog',
  component: CancelOrderDialog,
  args: { isOpen: true, onOpenChange: fn(), onConfirm: fn() },
} satisfies Meta<typeof CancelOrderDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await findDialog('Cancel this order?'));

/** A cash order: the reasons, and what happens to the items. */
export const Resting: Story = {
  play: async () => {
    const d = await dialog();
    const reasons = d.getByRole('radiogroup', { name: 'Why are you cancelling?' });
    await expect(within(reasons).getAllByRole('radio')).toHaveLength(5);
    await expect(d.getByText('The items go back on our shelves at once.')).toBeVisible();
    await expect(d.queryByText(/refunded to your card/)).toBeNull();
  },
};

export const PaidOrderIsRefunded: Story = {
  args: { refundAmount: 6797 },
  play: async () => {
    const d = await dialog();
    await expect(
      d.getByText('The ₹6,797.00 you paid will be refunded to your card.'),
    ).toBeVisible();
  },
};

export const NeedsAReason: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: 'Confirm Cancellation' }));
    await expect(await d.findByText('Please choose a reason.')).toBeVisible();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** A reason of the shopper's own: it must be written before anything is sent. */
export const OwnReason: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(d.getByRole('radio', { name: 'Another reason' }));
    await userEvent.click(d.getByRole('button', { name: 'Confirm Cancellation' }));
    await expect(await d.findByText('Please tell us your reason.')).toBeVisible();
    await userEvent.type(d.getByRole('textbox', { name: /Your reason/ }), 'Bought it in a shop');
    await userEvent.click(d.getByRole('button', { name: 'Confirm Cancellation' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledWith('Bought it in a shop'));
  },
};

/** A common reason, chosen and confirmed with the keyboard alone. */
export const ChoosesACommonReasonByKeyboard: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    d.getByRole('radio', { name: 'Ordered by mistake' }).focus();
    await userEvent.keyboard(' ');
    await expect(d.getByRole('radio', { name: 'Ordered by mistake' })).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledWith('Ordered by mistake'));
  },
};

export const KeepOrder: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: 'Keep Order' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const OnAPhone: Story = {
  ...phone,
  args: { refundAmount: 1458 },
  play: async () => {
    const d = await dialog();
    await expect(d.getByRole('button', { name: 'Confirm Cancellation' })).toBeVisible();
  },
};
