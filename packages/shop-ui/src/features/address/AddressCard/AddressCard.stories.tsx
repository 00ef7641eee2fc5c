import { fixtures } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AddressCard } from './AddressCard';

const [home] = fixtures.addresses;
if (!home) throw new Error('The demo seed has addresses');

const meta = {
  title: 'Components/Address/AddressCard',
  component: AddressCard,
  args: { address: home, onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof AddressCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('article', { name: `${home.address}, ${home.city}` });
    for (const text of [home.pincode, home.phone, home.notes]) {
      await expect(card).toHaveTextContent(text);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledWith(home);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(home);
  },
};

/** Delete is the quietest action on the card: no fill and no outline, where Edit has one. */
export const DeleteIsQuiet: Story = {
  play: async ({ canvas }) => {
    const look = (name: string) => getComputedStyle(canvas.getByRole('button', { name }));
    await expect(look('Delete').backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await expect(look('Delete').borderTopColor).toBe('rgba(0, 0, 0, 0)');
    await expect(look('Edit').borderTopColor).not.toBe('rgba(0, 0, 0, 0)');
  },
};

export const ReadOnly: Story = {
  args: { onEdit: undefined, onDelete: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Deleting: Story = {
  args: { isDeleting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeDisabled();
  },
};
