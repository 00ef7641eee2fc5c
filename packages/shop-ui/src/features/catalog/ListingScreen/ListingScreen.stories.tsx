import { SERVER_MESSAGES, STORAGE_KEYS } from '@atelier/api-client';
import { scenarios } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { enableVirtualizerInTests } from '../testing/virtualizerEnv';
import { ListingScreen } from './ListingScreen';

const meta = {
  title: 'Screens/Catalog/ListingScreen',
  component: ListingScreen,
  parameters: { layout: 'fullscreen' },
  args: { searchParams: new URLSearchParams(), onSearchParamsChange: fn() },
  beforeEach: () => {
    // Session storage outlives a story; each starts without remembered filters.
    window.sessionStorage.removeItem(STORAGE_KEYS.filters);
    return enableVirtualizerInTests();
  },
} satisfies Meta<typeof ListingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The query string of the latest `onSearchParamsChange` call. */
function lastQuery(spy: unknown): string {
  const calls = (spy as { mock: { calls: Array<[URLSearchParams]> } }).mock.calls;
  return calls.at(-1)?.[0].toString() ?? '';
}

export const AllProducts: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await expect(await canvas.findByText('66 Products')).toBeVisible();
    await expect(canvas.getByRole('grid', { name: 'Products' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Sort by/ })).toHaveTextContent(
      'Price: Low to High',
    );
    // The default sort is written to the URL, so the address always says what is shown.
    await waitFor(() =>
      expect(lastQuery(args.onSearchParamsChange)).toBe('sortBy=price-lowtohigh'),
    );
  },
};

export const FilterAndSortUpdateTheUrl: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByText('66 Products');
    const category = canvas.getByRole('group', { name: 'Category' });
    await userEvent.click(within(category).getByRole('checkbox', { name: 'Men' }));
    await waitFor(() =>
      expect(lastQuery(args.onSearchParamsChange)).toBe('category=men&sortBy=price-lowtohigh'),
    );
    await expect(await canvas.findByText('24 Products')).toBeVisible();

    const brand = canvas.getByRole('group', { name: 'Brand' });
    await userEvent.click(within(brand).getByRole('checkbox', { name: 'H&M' }));
    await waitFor(() =>
      expect(lastQuery(args.onSearchParamsChange)).toBe(
        'category=men&brand=h%26m&sortBy=price-lowtohigh',
      ),
    );
    await expect(await canvas.findByText('4 Products')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: /Sort by/ }));
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Title: Z to A' }),
    );
    await waitFor(() =>
      expect(lastQuery(args.onSearchParamsChange)).toBe(
        'category=men&brand=h%26m&sortBy=title-ztoa',
      ),
    );
    await expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.filters) ?? '')).toEqual({
      category: ['men'],
      brand: ['h&m'],
    });
    // Title Z to A: the first card is the last title alphabetically.
    await waitFor(() =>
      expect(canvas.getAllByRole('row')[0]).toHaveAccessibleName('H&M Slim Jeans'),
    );
  },
};

export const FiltersFromTheUrl: Story = {
  args: { searchParams: new URLSearchParams('category=kids&brand=zara&sortBy=price-hightolow') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 Products')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Kids' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Zara' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Men' })).not.toBeChecked();
    await expect(canvas.getByRole('button', { name: /Sort by/ })).toHaveTextContent(
      'Price: High to Low',
    );
  },
};

export const FiltersFromTheSession: Story = {
  beforeEach: () => {
    window.sessionStorage.setItem(
      STORAGE_KEYS.filters,
      JSON.stringify({ category: ['women'], brand: [] }),
    );
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Women' })).toBeChecked();
    await waitFor(() =>
      expect(lastQuery(args.onSearchParamsChange)).toBe('category=women&sortBy=price-lowtohigh'),
    );
    await expect(await canvas.findByText('23 Products')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { seed: 'empty' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Try adjusting your filters' }),
    ).toBeVisible();
    await expect(canvas.getByText('0 Products')).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.slow(60_000, 'products'));
  },
  play: async ({ canvas }) => {
    const main = canvas.getByRole('region', { name: 'All Products' });
    await expect(main).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.serverError(500, 'products'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      SERVER_MESSAGES.common.internalError,
    );
    await expect(canvas.getByText('0 Products')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
