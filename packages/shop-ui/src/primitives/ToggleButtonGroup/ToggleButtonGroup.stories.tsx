import { CHECKOUT } from '@atelier/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { ToggleButtonGroup, type ToggleButtonGroupProps } from './ToggleButtonGroup';

// Holds the selection like the checkout screen would.
function Controlled<K extends string>({
  selectedKey,
  onSelectionChange,
  ...props
}: ToggleButtonGroupProps<K>) {
  const [key, setKey] = useState(selectedKey);
  return (
    <ToggleButtonGroup
      {...props}
      selectedKey={key}
      onSelectionChange={(next) => {
        setKey(next);
        onSelectionChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/ToggleButtonGroup',
  component: ToggleButtonGroup,
  render: (args) => <Controlled {...args} />,
  args: {
    label: 'Payment method',
    options: [
      { id: 'online', label: 'Pay online' },
      { id: 'cod', label: `Cash on delivery ${CHECKOUT.codFeeLabel}` },
    ],
    selectedKey: 'online',
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof ToggleButtonGroup<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Payment method' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Pay online' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: /Cash on delivery/ }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('cod');
    await expect(canvas.getByRole('radio', { name: /\+ ₹60 fee/ })).toBeChecked();
    // Pressing the chosen option again keeps it chosen: one method is always selected.
    await userEvent.click(canvas.getByRole('radio', { name: /Cash on delivery/ }));
    await expect(canvas.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const cod = canvas.getByRole('radio', { name: /Cash on delivery/ });
    await expect(cod).toBeDisabled();
    await userEvent.click(cod, { pointerEventsCheck: 0 });
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Pay online' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const cod = canvas.getByRole('radio', { name: /Cash on delivery/ });
    await expect(cod).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(cod).toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('cod');
  },
};
