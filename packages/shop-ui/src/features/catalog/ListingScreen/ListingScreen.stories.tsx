import { SERVER_MESSAGES, STORAGE_KEYS, sortProducts } from '@atelier/api-client';
import { fixtures, scenarios } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectNoSidewaysScroll, findDialog, page, phone } from '../../../stories/support';
import { ListingScreen, type ListingScreenProps } from './ListingScreen';

/**
 * Stands in for the host: it keeps the query string, as a router would, and reports each change
 * to the story's spy.
 */
function WithUrl({ searchParams, onSearchParamsChange }: ListingScreenProps) {
  const [params, setParams] = useState(searchParams);
  return (
    <ListingScreen
      searchParams={params}
      onSearchParamsChange={(next) => {
        onSearchParamsChange(next);
        setParams(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Catalog/ListingScreen',
  component: ListingScreen,
  parameters: { layout: 'fullscreen' },
  args: { searchParams: new URLSearchParams(), onSearchParamsChange: fn() },
  render: (args) => <WithUrl {...args} />,
  beforeEach: () => {
    // Session storage outlives a story; each starts without remembered filters.
    window.sessionStorage.removeItem(STORAGE_KEYS.filters);
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
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue(
      'Price: Low to High',
    );
    // No filter is on, so there are no chips; on a wide screen the filters are a sidebar, whose
    // code loads on its own.
    await expect(canvas.queryByRole('group', { name: /Filters/ })).toBeNull();
    await expect(await canvas.findByRole('complementary', { name: 'Filters' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Filters/ })).toBeNull();
    // An address without listing parameters already says what is shown: it is left alone.
    await expect(args.onSearchParamsChange).not.toHaveBeenCalled();
  },
};

export const FilterAndSortUpdateTheUrl: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByText('66 Products');
    const category = await canvas.findByRole('group', { name: 'Category' });
    await userEvent.click(within(category).getByRole('checkbox', { name: 'Men' }));
    await waitFor(() =>
      expect(lastQuery(args.onSearchParamsChange)).toBe('category=men&sortBy=price-lowtohigh'),
    );
    await expect(await canvas.findByText('24 Products')).toBeVisible();
    // The heading names the category.
    await expect(canvas.getByRole('heading', { level: 1, name: 'Men' })).toBeVisible();

    const brand = canvas.getByRole('group', { name: 'Brand' });
    await userEvent.click(within(brand).getByRole('checkbox', { name: 'H&M' }));
    await waitFor(() =>
      expect(lastQuery(args.onSearchParamsChange)).toBe(
        'category=men&brand=h%26m&sortBy=price-lowtohigh',
      ),
    );
    await expect(await canvas.findByText('4 Products')).toBeVisible();

    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Sort by' }),
      'Title: Z to A',
    );
    await waitFor(() =>
      expect(lastQuery(args.onSearchParamsChange)).toBe(
        'category=men&brand=h%26m&sortBy=title-ztoa',
      ),
    );
    await expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.filters) ?? '')).toEqual({
      category: ['men'],
      brand: ['h&m'],
      size: [],
      colour: [],
    });
    // Title Z to A: the first card is the last title alphabetically.
    await waitFor(() =>
      expect(canvas.getAllByRole('row')[0]).toHaveAccessibleName('H&M Slim Jeans'),
    );
  },
};

/** How many times this story asked for the first page of women's cards in `sortBy` order. */
function firstPagesAsked(sortBy: string): number {
  const search = `?category=women&sortBy=${sortBy}&page=1&limit=24&fields=card`;
  return performance
    .getEntriesByType('resource')
    .filter((entry) => new URL(entry.name).search === search).length;
}

/**
 * Once the page has loaded and the browser is idle, the first page of each other sort is
 * fetched: choosing one repaints from it at once, with no request of its own.
 */
export const OtherSortsReadAhead: Story = {
  // Filters no other story starts with: SWR keeps a prefetched answer for the whole page.
  args: { searchParams: new URLSearchParams('category=women') },
  beforeEach: () => performance.clearResourceTimings(),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Women' });
    await waitFor(
      () => {
        for (const sortBy of ['price-hightolow', 'title-atoz', 'title-ztoa']) {
          expect(firstPagesAsked(sortBy)).toBe(1);
        }
      },
      { timeout: 5_000 },
    );
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Sort by' }),
      'Title: A to Z',
    );
    const women = fixtures.products.filter((product) => product.category === 'women');
    const [first] = sortProducts(women, 'title-atoz');
    await waitFor(() => expect(canvas.getAllByRole('row')[0]).toHaveAccessibleName(first?.title));
    await expect(firstPagesAsked('title-atoz')).toBe(1);
    await expect(firstPagesAsked('price-lowtohigh')).toBe(1);
  },
};

/** An address the listing reads differently is rewritten to what it shows. */
export const UnknownValuesInTheUrl: Story = {
  args: { searchParams: new URLSearchParams('category=kids,hats&sortBy=cheapest') },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText(/^\d+ Products$/)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kids' })).toBeVisible();
    await waitFor(() =>
      expect(lastQuery(args.onSearchParamsChange)).toBe('category=kids&sortBy=price-lowtohigh'),
    );
  },
};

export const FiltersFromTheUrl: Story = {
  args: { searchParams: new URLSearchParams('category=kids&brand=zara&sortBy=price-hightolow') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 Products')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kids' })).toBeVisible();
    await expect(await canvas.findByRole('checkbox', { name: 'Kids' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Zara' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Men' })).not.toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue(
      'Price: High to Low',
    );
    // Chips show what narrows the list; one press takes a filter off.
    const chips = canvas.getByRole('group', { name: 'Filters:' });
    await userEvent.click(within(chips).getByRole('button', { name: 'Remove filter Zara' }));
    await expect(canvas.getByRole('checkbox', { name: 'Zara' })).not.toBeChecked();
    await expect(await canvas.findByText('19 Products')).toBeVisible();
  },
};

/** Filters kept from an earlier visit come back, and say so, each removable. */
export const FiltersFromTheSession: Story = {
  beforeEach: () => {
    window.sessionStorage.setItem(
      STORAGE_KEYS.filters,
      JSON.stringify({ category: ['women'], brand: ['nike'] }),
    );
  },
  play: async ({ canvas, args }) => {
    await waitFor(() =>
      expect(lastQuery(args.onSearchParamsChange)).toBe(
        'category=women&brand=nike&sortBy=price-lowtohigh',
      ),
    );
    await expect(await canvas.findByRole('checkbox', { name: 'Women' })).toBeChecked();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Women' })).toBeVisible();
    const chips = canvas.getByRole('group', { name: 'Filters from your last visit:' });
    await expect(within(chips).getByRole('button', { name: 'Remove filter Women' })).toBeVisible();
    await userEvent.click(within(chips).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(lastQuery(args.onSearchParamsChange)).toBe('sortBy=price-lowtohigh'),
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await expect(canvas.queryByRole('group', { name: /Filters/ })).toBeNull();
    await expect(await canvas.findByText('66 Products')).toBeVisible();
  },
};

/** Nothing matches: the empty state offers to clear the filters. */
export const NothingMatches: Story = {
  parameters: { seed: 'empty' },
  args: { searchParams: new URLSearchParams('category=kids&brand=levi') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'Try adjusting your filters' }),
    ).toBeVisible();
    await expect(canvas.getByText('0 Products')).toBeVisible();
    const clear = canvas.getAllByRole('button', { name: 'Clear filters' }).at(-1);
    await userEvent.click(clear as HTMLElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
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
    // No filter is on, so there is nothing to clear.
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
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

/**
 * On a phone the products come first: the filters wait behind a 'Filters' button that counts
 * the ones that are on, in a sheet, and two products share a row.
 */
export const SmallScreen: Story = {
  ...phone,
  args: { searchParams: new URLSearchParams('category=men') },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('24 Products')).toBeVisible();
    await expect(canvas.queryByRole('complementary', { name: 'Filters' })).toBeNull();
    const open = canvas.getByRole('button', { name: 'Filters 1 active' });
    // Two cards to a row: the second card sits beside the first.
    const [first, second] = canvas.getAllByRole('row');
    await waitFor(() =>
      expect(second?.getBoundingClientRect().top).toBe(first?.getBoundingClientRect().top),
    );
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    await expectNoSidewaysScroll();

    open.focus();
    await userEvent.keyboard('{Enter}');
    const sheet = await findDialog('Filters');
    await userEvent.click(within(sheet).getByRole('checkbox', { name: 'Adidas' }));
    await waitFor(() =>
      expect(lastQuery(args.onSearchParamsChange)).toBe(
        'category=men&brand=adidas&sortBy=price-lowtohigh',
      ),
    );
    const show = await within(sheet).findByRole('button', { name: /^Show \d+ products?$/ });
    await userEvent.click(show);
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Filters 2 active' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove filter Adidas' })).toBeVisible();
  },
};
