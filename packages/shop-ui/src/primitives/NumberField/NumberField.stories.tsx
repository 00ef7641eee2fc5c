import { STOCK } from '@atelier/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { NumberField, type NumberFieldProps } from './NumberField';

// Holds the value like a screen would, so plays see the input update.
function Controlled({ value, onChange, ...props }: NumberFieldProps) {
  const [current, setCurrent] = useState(value);
  return (
    <NumberField
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
  title: 'Primitives/NumberField',
  component: NumberField,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Quantity', value: 1, minValue: 1, maxValue: 5, onChange: fn() },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Increase' }));
    await expect(input).toHaveValue('3');
    await userEvent.click(canvas.getByRole('button', { name: 'Decrease' }));
    await expect(input).toHaveValue('2');
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

/** + stops at maxValue, − at minValue, and typed numbers are clamped on blur. */
export const Clamping: Story = {
  args: { value: 5 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await expect(canvas.getByRole('button', { name: 'Increase' })).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, '9');
    await userEvent.tab();
    await expect(input).toHaveValue('5');
    await userEvent.clear(input);
    await userEvent.type(input, '0');
    await userEvent.tab();
    await expect(input).toHaveValue('1');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(canvas.getByRole('button', { name: 'Decrease' })).toBeDisabled();
  },
};

export const ClearedRestoresValue: Story = {
  args: { value: 3 },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.tab();
    await expect(input).toHaveValue('3');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithDescription: Story = {
  args: { description: '5 in stock' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveAccessibleDescription(
      '5 in stock',
    );
  },
};

export const Invalid: Story = {
  args: { value: 5, errorMessage: STOCK.cartLimitForSize(5, 'M') },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Only 5 quantity can be added for size M');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Decrease' })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Quantity' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('3');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('2');
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('5');
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('5');
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('1');
  },
};
