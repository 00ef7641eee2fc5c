import { SORT_OPTIONS } from '@atelier/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SortMenu } from './SortMenu';

const meta = {
  title: 'Components/Catalog/SortMenu',
  component: SortMenu,
  args: { value: 'price-lowtohigh', onChange: fn() },
  argTypes: { value: { control: 'select', options: SORT_OPTIONS.map((option) => option.id) } },
} satisfies Meta<typeof SortMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourOrders: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(select).toHaveDisplayValue('Price: Low to High');
    const options = within(select).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Price: Low to High',
      'Price: High to Low',
      'Title: A to Z',
      'Title: Z to A',
    ]);
    await userEvent.selectOptions(select, 'Price: High to Low');
    await expect(args.onChange).toHaveBeenCalledWith('price-hightolow');
  },
};
