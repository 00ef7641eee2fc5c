import { CHECKOUT } from '@atelier/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Radio } from './Radio';
import { RadioGroup, type RadioGroupProps } from './RadioGroup';

// Holds the choice like the checkout's address picker would.
function Addresses({ value, onChange, ...props }: Omit<RadioGroupProps, 'children'>) {
  const [chosen, setChosen] = useState(value);
  return (
    <RadioGroup
      {...props}
      value={chosen}
      onChange={(next) => {
        setChosen(next);
        onChange(next);
      }}
    >
      <Radio value="home">12 Park Street, Kolkata</Radio>
      <Radio value="office">4 MG Road, Bengaluru</Radio>
      <Radio value="parents">9 Marine Drive, Mumbai</Radio>
    </RadioGroup>
  );
}

const meta = {
  title: 'Primitives/RadioGroup',
  component: Addresses,
  args: { label: 'Delivery address', value: null, onChange: fn() },
} satisfies Meta<typeof Addresses>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Delivery address' })).toBeInTheDocument();
    const office = canvas.getByRole('radio', { name: '4 MG Road, Bengaluru' });
    await userEvent.click(office);
    await expect(office).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('office');
  },
};

export const WithDescription: Story = {
  args: { value: 'home', description: 'Orders ship to this address.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '12 Park Street, Kolkata' })).toBeChecked();
    await expect(
      canvas.getByRole('radiogroup', { name: 'Delivery address' }),
    ).toHaveAccessibleDescription('Orders ship to this address.');
  },
};

export const Invalid: Story = {
  args: { errorMessage: CHECKOUT.noAddress },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('radiogroup', { name: 'Delivery address' }),
    ).toHaveAccessibleDescription(CHECKOUT.noAddress);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, value: 'home' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Keyboard: Story = {
  args: { value: 'home' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '12 Park Street, Kolkata' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '4 MG Road, Bengaluru' })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '12 Park Street, Kolkata' })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith('parents');
  },
};
