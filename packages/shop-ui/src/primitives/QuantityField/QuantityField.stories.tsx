import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { QuantityField, type QuantityFieldProps } from './QuantityField';

// Holds the value like a screen would, so plays see the input update.
function Controlled({ value, onChange, ...props }: QuantityFieldProps) {
  const [current, setCurrent] = useState(value);
  return (
    <QuantityField
      {...props}
      value={current}
      onChange={(next) => {
        setCurrent(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/QuantityField',
  component: QuantityField,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Quantity', value: 1, max: 5, onChange: fn() },
} satisfies Meta<typeof QuantityField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await expect(canvas.getByRole('button', { name: 'Decrease' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }));
    await expect(input).toHaveValue(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease' }));
    await expect(input).toHaveValue(2);
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

/** + stops at max, − at 1, and typed counts are made whole and clamped on blur or Enter. */
export const Clamping: Story = {
  args: { value: 5 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await expect(canvas.getByRole('button', { name: 'Increase' })).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '9');
    await userEvent.tab();
    await expect(input).toHaveValue(5);
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.tab();
    await expect(input).toHaveValue(1);
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await userEvent.clear(input);
    await userEvent.type(input, '2.7{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(input).toHaveValue(2);
  },
};

export const ClearedRestoresValue: Story = {
  args: { value: 3 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(input).toHaveValue(3);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Before a size is chosen there is no most: + stays enabled. */
export const NoMostYet: Story = {
  args: { value: 40, max: undefined },
  play: async ({ canvas }) => {
    const increase = canvas.getByRole('button', { name: 'Increase' });
    await expect(increase).toBeEnabled();
    await userEvent.click(increase);
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(41);
  },
};

/** A count above a most that fell (another size chosen) stays, so the stock rule can name it. */
export const AboveMost: Story = {
  args: { value: 4, max: 2 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await expect(input).toHaveValue(4);
    await expect(canvas.getByRole('button', { name: 'Increase' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease' }));
    await expect(input).toHaveValue(2);
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('spinbutton', { name: 'Quantity' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue(3);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue(2);
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue(5);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue(5);
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue(1);
  },
};
