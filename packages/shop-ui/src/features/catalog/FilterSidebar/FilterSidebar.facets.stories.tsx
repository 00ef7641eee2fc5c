import type { ProductFacets } from '@atelier/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NO_FILTERS } from '../listingParams';
import { PRICE_RANGE_MESSAGES } from '../PriceRange';
import { FilterSidebar } from './FilterSidebar';

const FACETS: ProductFacets = {
  size: [
    { value: 'S', count: 12 },
    { value: 'M', count: 24 },
    { value: 'L', count: 9 },
  ],
  colour: [
    { value: 'Black', count: 30, swatch: '#1a1a1a' },
    { value: 'Navy', count: 14, swatch: '#1f3a5f' },
  ],
  price: { min: 399, max: 4999 },
};

const meta = {
  title: 'Components/Catalog/FilterSidebar/Sizes, colours and price',
  component: FilterSidebar,
  args: { value: NO_FILTERS, onChange: fn(), facets: FACETS },
} satisfies Meta<typeof FilterSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCounts: Story = {
  play: async ({ canvas, args }) => {
    const sizes = canvas.getByRole('group', { name: 'Size' });
    await expect(within(sizes).getByRole('checkbox', { name: 'M (24)' })).not.toBeChecked();
    await userEvent.click(within(sizes).getByRole('checkbox', { name: 'M (24)' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, size: ['M'] });
    const colours = canvas.getByRole('group', { name: 'Colour' });
    await userEvent.click(within(colours).getByRole('checkbox', { name: 'Navy (14)' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...NO_FILTERS, colour: ['Navy'] });
  },
};

/** A chosen size the other filters leave no product for still shows, with 0, so it can be cleared. */
export const ChosenWithoutCount: Story = {
  args: { value: { ...NO_FILTERS, size: ['XL'] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'XL (0)' })).toBeChecked();
  },
};

export const PriceRangeApplied: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Min price' }), '500');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Max price' }), '2000{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...NO_FILTERS,
      minPrice: 500,
      maxPrice: 2000,
    });
  },
};

export const PriceRangeInvalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Min price' }), '3000');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Max price' }), '100');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply price' }));
    await expect(canvas.getByText(PRICE_RANGE_MESSAGES.minAboveMax)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Max price' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Min price' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Min price' }), 'cheap{Enter}');
    await expect(canvas.getByText(PRICE_RANGE_MESSAGES.notANumber)).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** On a phone the same fields live in the filter sheet. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'S (12)' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Max price' })).toHaveAttribute(
      'placeholder',
      '₹4,999.00',
    );
  },
};
