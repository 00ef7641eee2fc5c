import { SORT_OPTIONS } from '@atelier/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NativeSelect, type NativeSelectProps } from './NativeSelect';

// Holds the value like a screen would, so plays see the control update.
function Controlled<K extends string>({ value, onChange, ...props }: NativeSelectProps<K>) {
  const [key, setKey] = useState(value);
  return (
    <NativeSelect
      {...props}
      value={key}
      onChange={(next) => {
        setKey(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/NativeSelect',
  component: NativeSelect,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Sort by', options: SORT_OPTIONS, value: 'price-lowtohigh', onChange: fn() },
} satisfies Meta<typeof NativeSelect<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(select).toHaveDisplayValue('Price: Low to High');
    await expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(SORT_OPTIONS.map((option) => option.label));
    await userEvent.selectOptions(select, 'Title: A to Z');
    await expect(args.onChange).toHaveBeenCalledWith('title-atoz');
    await expect(select).toHaveDisplayValue('Title: A to Z');
  },
};

/** Reached by Tab like any field; the label is its name, the focus ring shows where it is. */
export const ByKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveFocus();
  },
};
