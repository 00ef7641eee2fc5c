import { type Product, STOCK_STATES } from '@atelier/api-client';
import { fixtures } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  adminStorySetup,
  clearSpokenAnnouncements,
  expectNoSidewaysScroll,
  expectToast,
  findDialog,
  onAPhone,
  plainBackend,
} from '../../stories/support';
import { ProductsScreen } from './ProductsScreen';

type Canvas = ReturnType<typeof within>;

const DEMO_COUNT = fixtures.products.length;
const LEVIS = fixtures.products.filter((product) => product.brand === 'levi');
const OUT = fixtures.products.filter((product) => product.totalStock === 0);

const meta = {
  title: 'Admin/Products/ProductsScreen/Search and pages',
  component: ProductsScreen,
  parameters: { session: 'admin', layout: 'padded' },
  beforeEach: adminStorySetup,
} satisfies Meta<typeof ProductsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function search(canvas: Canvas, text: string) {
  await canvas.findByRole('grid', { name: 'Products' });
  await userEvent.type(canvas.getByRole('searchbox', { name: 'Search products' }), text);
}

async function choose(canvas: Canvas, select: string, option: string) {
  await userEvent.click(canvas.getByRole('button', { name: new RegExp(`${select}$`) }));
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
}

const rowTitles = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('row')
    .map((row) => row.getAttribute('aria-label') ?? row.textContent ?? '');

/** Typing part of a brand asks the backend, which answers only the matches and their count. */
export const SearchByBrand: Story = {
  play: async ({ canvas }) => {
    await search(canvas, 'LEVI');
    await expect(await canvas.findByText(`${LEVIS.length} products`)).toBeVisible();
    const grid = canvas.getByRole('grid', { name: 'Products' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(LEVIS.length));
    await expect(canvas.queryByRole('navigation', { name: 'Pages of products' })).toBeNull();
  },
};

/** The stock filter keeps the products with none left; Clear filters brings every one back. */
export const FilterOutOfStock: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', { name: 'Products' });
    await choose(canvas, 'Stock', STOCK_STATES[0]?.label ?? '');
    await expect(await canvas.findByText(`${OUT.length} products`)).toBeVisible();
    const grid = canvas.getByRole('grid', { name: 'Products' });
    await waitFor(() => expect(within(grid).getAllByText('Out Of Stock')).toHaveLength(OUT.length));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(await canvas.findByText(`${DEMO_COUNT} products`)).toBeVisible();
  },
};

/** Next page asks for the rows after the last one shown; Previous goes back to them. */
export const NextAndPreviousPage: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', { name: 'Products' });
    await choose(canvas, 'Sort by', 'Title: A to Z');
    const byTitle = [...fixtures.products].sort((a, b) =>
      a.title.toLowerCase() < b.title.toLowerCase() ? -1 : 1,
    ) as Product[];
    const first = byTitle[0]?.title ?? '';
    const fiftyFirst = byTitle[50]?.title ?? '';
    await canvas.findByRole('row', { name: first });
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(await canvas.findByRole('row', { name: fiftyFirst })).toBeVisible();
    const grid = canvas.getByRole('grid', { name: 'Products' });
    await expect(within(grid).getAllByRole('row')).toHaveLength(DEMO_COUNT - 50);
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(await canvas.findByRole('row', { name: first })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  },
};

/** Past 10,000 matches the backend stops counting, and the page says so. */
export const CountPastTheCap: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/admin/products/search', () =>
        HttpResponse.json({
          success: true,
          data: fixtures.products.slice(0, 3),
          total: 10_000,
          totalIsExact: false,
          nextCursor: 'WyJuZXh0Il0',
        }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('10,000+ products')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeEnabled();
  },
};

/** The table: tick two rows, confirm, and both go with one toast. */
export const TableBulkDelete: Story = {
  play: async ({ canvas }) => {
    await search(canvas, 'levi');
    await canvas.findByText(`${LEVIS.length} products`);
    await userEvent.click(canvas.getByRole('radio', { name: 'Table' }));
    const table = await canvas.findByRole('grid', { name: 'Products' });
    await waitFor(() => expect(table.tagName).toBe('TABLE'));
    const [one, two] = LEVIS;
    if (!one || !two) throw new Error('no products');
    await userEvent.click(within(table).getByRole('checkbox', { name: `Select ${one.title}` }));
    await userEvent.click(within(table).getByRole('checkbox', { name: `Select ${two.title}` }));
    const bar = canvas.getByRole('toolbar', { name: 'Selected products' });
    await expect(bar).toHaveTextContent('2 selected');
    await userEvent.click(within(bar).getByRole('button', { name: 'Delete selected' }));
    const dialog = within(await findDialog('Delete 2 products?'));
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expectToast('2 products deleted');
    await expect(await canvas.findByText(`${LEVIS.length - 2} products`)).toBeVisible();
    await waitFor(() => expect(within(table).queryByText(one.title)).toBeNull());
    clearSpokenAnnouncements();
  },
};

/** A plain backend: the whole catalogue once, searched in the browser, no search requests. */
export const PlainBackendSearchesHere: Story = {
  beforeEach({ msw }) {
    const asked = fn();
    msw.use(plainBackend());
    msw.use(
      http.get('*/api/admin/products/search', () => {
        asked();
        return HttpResponse.json({ success: false }, { status: 404 });
      }),
    );
    return () => expect(asked).not.toHaveBeenCalled();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(`${DEMO_COUNT} products`)).toBeVisible();
    await search(canvas, 'levi');
    await expect(await canvas.findByText(`${LEVIS.length} products`)).toBeVisible();
    const grid = canvas.getByRole('grid', { name: 'Products' });
    await expect(rowTitles(grid)).toHaveLength(LEVIS.length);
    await expect(canvas.queryByRole('navigation', { name: 'Pages of products' })).toBeNull();
  },
};

/** On a phone: two cards a row, the table without its side columns, nothing wider than the screen. */
export const PhoneTwoColumns: Story = {
  ...onAPhone,
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: 'Products' });
    const [a, b] = within(grid).getAllByRole('row') as HTMLElement[];
    await waitFor(() =>
      expect(a?.getBoundingClientRect().top).toBe(b?.getBoundingClientRect().top),
    );
    await expectNoSidewaysScroll();
    await userEvent.click(canvas.getByRole('radio', { name: 'Table' }));
    await waitFor(() =>
      expect(canvas.getByRole('grid', { name: 'Products' }).tagName).toBe('TABLE'),
    );
    await expect(canvas.queryByRole('columnheader', { name: 'Brand' })).toBeNull();
    await expectNoSidewaysScroll();
  },
};
