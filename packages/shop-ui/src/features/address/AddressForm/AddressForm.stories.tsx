import { fixtures } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AddressForm } from './AddressForm';

const meta = {
  title: 'Components/Address/AddressForm',
  component: AddressForm,
  args: { mode: 'add', onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof AddressForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const LABELS = ['Address', 'City', 'Pincode', 'Phone', 'Notes'] as const;

export const Add: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Add New Address' })).toBeVisible();
    // Opened on demand, the add form can be closed again.
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
    for (const label of LABELS) {
      await expect(canvas.getByRole('textbox', { name: label })).toBeRequired();
    }
    // Values are sent trimmed.
    const values = ['  12 MG Road ', 'Pune', '411001', '9820012345', 'Gate 2'];
    for (const [index, label] of LABELS.entries()) {
      await userEvent.type(canvas.getByRole('textbox', { name: label }), values[index] ?? '');
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      address: '12 MG Road',
      city: 'Pune',
      pincode: '411001',
      phone: '9820012345',
      notes: 'Gate 2',
    });
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'City' }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    for (const label of LABELS) {
      await expect(canvas.getByText(`${label} is required`)).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: label })).toBeInvalid();
    }
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Filling a field clears its message.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Address' }), '12 MG Road');
    await expect(canvas.queryByText('Address is required')).toBeNull();
    await expect(canvas.getByText('City is required')).toBeVisible();
  },
};

const home = fixtures.addresses[0];

export const EditMode: Story = {
  args: { mode: 'edit', initialValues: home },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Edit Address' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Address' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveValue(home?.city);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ city: home?.city, pincode: home?.pincode }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { mode: 'add', isPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
