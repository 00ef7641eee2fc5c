import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NO_FILTERS } from '../listingParams';
import { FilterChips } from './FilterChips';

const meta = {
  title: 'Components/Catalog/FilterChips',
  component: FilterChips,
  args: { value: { ...NO_FILTERS, category: ['men', 'kids'], brand: ['h&m'] }, onChange: fn() },
} satisfies Meta<typeof FilterChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Filters:' });
    await expect(
      within(group)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Men', 'Kids', 'H&M']);
    await userEvent.click(within(group).getByRole('button', { name: 'Remove filter Kids' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...NO_FILTERS,
      category: ['men'],
      brand: ['h&m'],
    });
    await userEvent.click(within(group).getByRole('button', { name: 'Clear filters' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...NO_FILTERS,
      category: [],
      brand: [],
    });
  },
};

/** Filters from an earlier visit say where they came from. */
export const Restored: Story = {
  args: { value: { ...NO_FILTERS, category: ['women'], brand: [] }, isRestored: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('group', { name: 'Filters from your last visit:' }),
    ).toHaveTextContent('Women');
  },
};

export const NoneOn: Story = {
  args: { value: { ...NO_FILTERS, category: [], brand: [] } },
  play: async ({ canvas }) => {
    // Nothing is on, so there is nothing to show or clear.
    await expect(canvas.queryByRole('group')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};
