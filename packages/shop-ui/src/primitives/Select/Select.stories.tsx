import { SORT_OPTIONS, STOCK } from '@atelier/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select, type SelectProps } from './Select';

// Holds the selection like a screen would, so plays see the trigger update.
function Controlled<K extends string>({
  selectedKey,
  onSelectionChange,
  ...props
}: SelectProps<K>) {
  const [key, setKey] = useState(selectedKey);
  return (
    <Select
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
  title: 'Primitives/Select',
  component: Select,
  render: (args) => <Controlled {...args} />,
  args: {
    label: 'Sort by',
    options: SORT_OPTIONS,
    selectedKey: 'price-lowtohigh',
    onSelectionChange: fn(),
  },
} satisfies Meta<typeof Select<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

const sizes = [
  { id: 'S', label: 'S' },
  { id: 'M', label: 'M' },
];

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Sort by/ });
    await expect(trigger).toHaveTextContent('Price: Low to High');
    await userEvent.click(trigger);
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Title: A to Z' }));
    await expect(args.onSelectionChange).toHaveBeenCalledWith('title-atoz');
    await waitFor(() => expect(trigger).toHaveTextContent('Title: A to Z'));
  },
};

export const Placeholder: Story = {
  args: { label: 'Size', options: sizes, selectedKey: null, placeholder: 'Choose a size' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Size/ })).toHaveTextContent('Choose a size');
  },
};

export const WithDescription: Story = {
  args: { description: 'Applies to every category.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Sort by/ })).toHaveAccessibleDescription(
      'Applies to every category.',
    );
  },
};

export const Invalid: Story = {
  args: { label: 'Size', options: sizes, selectedKey: null, errorMessage: STOCK.selectSize },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(STOCK.selectSize)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Size/ })).toHaveAccessibleDescription(
      STOCK.selectSize,
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Sort by/ })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Sort by/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() =>
      expect(within(listbox).getByRole('option', { name: 'Price: Low to High' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenCalledWith('price-hightolow');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('Price: High to Low');
  },
};
