import { fixtures } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { findDialog, phone } from '../../../stories/support';
import { DeleteAddressDialog } from './DeleteAddressDialog';

const address =
  fixtures.addresses[0] ??
  (() => {
    throw new Error('no demo address');
  })();

const meta = {
  title: 'Components/Address/DeleteAddressDialog',
  component: DeleteAddressDialog,
  args: { address, onCancel: fn(), onConfirm: fn() },
} satisfies Meta<typeof DeleteAddressDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await findDialog('Delete this address?'));

/** Names the address; the keyboard starts on Keep Address. */
export const Resting: Story = {
  play: async () => {
    const d = await dialog();
    await expect(
      d.getByText(
        `${address.address}, ${address.city} ${address.pincode} will be removed from your saved addresses.`,
      ),
    ).toBeVisible();
    await waitFor(() => expect(d.getByRole('button', { name: 'Keep Address' })).toHaveFocus());
  },
};

/** Enter on opening keeps the address; only the Delete Address button deletes. */
export const EnterKeeps: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await waitFor(() => expect(d.getByRole('button', { name: 'Keep Address' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Confirm: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: 'Delete Address' }));
    await expect(args.onConfirm).toHaveBeenCalledWith(address);
  },
};

export const OnAPhone: Story = {
  ...phone,
  play: async () => {
    const d = await dialog();
    await expect(d.getByRole('button', { name: 'Delete Address' })).toBeVisible();
    await expect(d.getByRole('button', { name: 'Keep Address' })).toBeVisible();
  },
};
