import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { NativeRadioGroup, type NativeRadioGroupProps } from './NativeRadioGroup';

// Holds the choice like the product's size picker does.
function Controlled({ value, onChange, ...props }: NativeRadioGroupProps) {
  const [chosen, setChosen] = useState(value);
  return (
    <NativeRadioGroup
      {...props}
      value={chosen}
      onChange={(next) => {
        setChosen(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/NativeRadioGroup',
  component: NativeRadioGroup,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Size', options: ['S', 'M', 'XL'], value: null, onChange: fn() },
} satisfies Meta<typeof NativeRadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Size' });
    await expect(group).toBeVisible();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).not.toBeChecked();
    await userEvent.click(canvas.getByText('M'));
    await expect(canvas.getByRole('radio', { name: 'M' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('M');
  },
};

export const Chosen: Story = {
  args: { value: 'XL' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'XL' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'S' })).not.toBeChecked();
  },
};

/** Tab reaches the group once; the arrow keys move along it and choose. */
export const Keyboard: Story = {
  args: { value: 'S' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'S' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const medium = canvas.getByRole('radio', { name: 'M' });
    await expect(medium).toHaveFocus();
    await expect(medium).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('M');
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};
