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
    const trigger = canvas.getByRole('button', { name: /Sort by/ });
    await expect(trigger).toHaveTextContent('Price: Low to High');
    await userEvent.click(trigger);
    const options = await within(document.body).findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Price: Low to High',
      'Price: High to Low',
      'Title: A to Z',
      'Title: Z to A',
    ]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('price-hightolow');
  },
};
