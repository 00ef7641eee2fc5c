import { CATEGORY_OPTIONS } from '@atelier/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup';

// Holds the checked values like a filter sidebar would.
function Categories({ value, onChange, ...props }: Omit<CheckboxGroupProps, 'children'>) {
  const [checked, setChecked] = useState(value);
  return (
    <CheckboxGroup
      {...props}
      value={checked}
      onChange={(next) => {
        setChecked(next);
        onChange(next);
      }}
    >
      {CATEGORY_OPTIONS.map((option) => (
        <Checkbox key={option.id} value={option.id}>
          {option.label}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}

const meta = {
  title: 'Primitives/CheckboxGroup',
  component: Categories,
  args: { label: 'Category', value: [], onChange: fn() },
} satisfies Meta<typeof Categories>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Category' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Men' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Kids' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['men', 'kids']);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Men' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['kids']);
  },
};

export const WithDescription: Story = {
  args: { value: ['women'], description: 'Pick one or more.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Women' })).toBeChecked();
    await expect(canvas.getByRole('group', { name: 'Category' })).toHaveAccessibleDescription(
      'Pick one or more.',
    );
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Choose at least one category' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Category' })).toHaveAccessibleDescription(
      'Choose at least one category',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Men' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['men', 'women']);
  },
};
