import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NO_FILTERS } from '../listingParams';
import { FilterSidebar } from './FilterSidebar';

const meta = {
  title: 'Components/Catalog/FilterSidebar',
  component: FilterSidebar,
  args: { value: { ...NO_FILTERS, category: ['kids'], brand: [] }, onChange: fn() },
} satisfies Meta<typeof FilterSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const category = canvas.getByRole('group', { name: 'Category' });
    await expect(within(category).getAllByRole('checkbox')).toHaveLength(3);
    await expect(within(category).getByRole('checkbox', { name: 'Kids' })).toBeChecked();
    const brand = canvas.getByRole('group', { name: 'Brand' });
    await expect(within(brand).getAllByRole('checkbox')).toHaveLength(6);

    // Ids come back in option order whatever the click order.
    await userEvent.click(within(category).getByRole('checkbox', { name: 'Men' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...NO_FILTERS,
      category: ['men', 'kids'],
      brand: [],
    });
    await userEvent.click(within(brand).getByRole('checkbox', { name: "Levi's" }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...NO_FILTERS,
      category: ['kids'],
      brand: ['levi'],
    });
  },
};

export const Keyboard: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...NO_FILTERS,
      category: ['men', 'kids'],
      brand: [],
    });
  },
};
