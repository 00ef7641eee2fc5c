import { fixtures } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectNoSidewaysScroll, heldPicture, phone } from '../../../stories/support';
import { demoProduct, manyProducts } from '../testing/productFixtures';
import { ProductGrid } from './ProductGrid';
import { WindowedProductGrid } from './WindowedProductGrid';

const meta = {
  title: 'Components/Catalog/ProductGrid',
  component: ProductGrid,
  args: {
    'aria-label': 'Products',
    products: fixtures.products.slice(0, 8),
    onOpenProduct: fn(),
    onAddToCart: fn(),
  },
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Small: Story = {
  play: async ({ canvas, args }) => {
    const grid = canvas.getByRole('grid', { name: 'Products' });
    await expect(canvas.getAllByRole('row')).toHaveLength(8);
    const [first, second] = canvas.getAllByRole('row');
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpenProduct).toHaveBeenCalledWith(args.products[1]);
    // Tab moves into the focused card, to its 'Add to cart'.
    await userEvent.tab();
    await expect(document.activeElement).toHaveAccessibleName('Add to cart');
    await userEvent.keyboard('{Enter}');
    await expect(args.onAddToCart).toHaveBeenCalledWith(args.products[1]);
    await expect(grid).toBeVisible();
  },
};

/** The cards in the grid's first line on screen: how far ArrowDown moves. */
function firstLine(rows: HTMLElement[]) {
  const top = rows[0]?.getBoundingClientRect().top;
  return rows.filter((row) => row.getBoundingClientRect().top === top);
}

/**
 * A short list is in the page's flow, every card in the DOM; up and down move by a line of
 * cards, whatever number CSS fits on one.
 */
export const ArrowsMoveByLine: Story = {
  args: { products: fixtures.products.slice(0, 12) },
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(12);
    const perLine = firstLine(rows).length;
    await expect(perLine).toBeGreaterThan(1);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[perLine]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(rows[11]).toHaveFocus();
  },
};

/** On a phone: two cards to a line, nothing wider than the screen. */
export const SmallScreen: Story = {
  ...phone,
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row');
    await waitFor(() => expect(firstLine(rows)).toHaveLength(2));
    await expectNoSidewaysScroll();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows[2]).toHaveFocus();
  },
};

export const ClickOpensCard: Story = {
  play: async ({ canvas, args }) => {
    const product = demoProduct(args.products[2]?.title ?? '');
    await userEvent.click(await canvas.findByRole('img', { name: product.title }));
    await expect(args.onOpenProduct).toHaveBeenCalledWith(product);
  },
};

/**
 * 10,000 cards stay smooth: only the cards near the viewport are in the DOM, and the keyboard
 * still walks the whole grid (moving focus scrolls the card it reaches into the window).
 */
export const TenThousand: Story = {
  args: { products: manyProducts(10_000) },
  play: async ({ canvas, args }) => {
    const grid = canvas.getByRole('grid', { name: 'Products' });
    // The whole collection is announced even though few rows exist.
    await waitFor(() => expect(canvas.getAllByRole('row').length).toBeGreaterThan(0));
    await expect(canvas.getAllByRole('row').length).toBeLessThan(60);
    await expect(grid).toHaveAttribute('aria-rowcount', '10000');

    const rows = () => canvas.getAllByRole('row');
    await userEvent.tab();
    await expect(rows()[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(document.activeElement).toHaveAccessibleName(args.products[1]?.title ?? '');
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName(args.products[9_999]?.title ?? ''),
    );
    await expect(canvas.getAllByRole('row').length).toBeLessThan(60);
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(document.activeElement).toHaveAttribute('role', 'row'));
    await expect(document.activeElement).not.toHaveAccessibleName(
      args.products[9_999]?.title ?? '',
    );
    await userEvent.keyboard('{Home}');
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName(args.products[0]?.title ?? ''),
    );
  },
};

/** The rows whose top is inside the grid's scrolling box. */
const rowsInView = (grid: HTMLElement) => {
  const view = grid.getBoundingClientRect();
  return within(grid)
    .getAllByRole('row')
    .filter((row) => {
      const { top } = row.getBoundingClientRect();
      return top >= view.top && top < view.bottom;
    });
};
const position = (row: HTMLElement) => Number(row.getAttribute('aria-rowindex'));

/**
 * A fling (300 px a frame): the cards the shopper is carried past keep an empty picture box
 * and ask for nothing, so the scroll stays smooth; once it stops, the cards in view show theirs.
 */
export const FlingDefersPictures: Story = {
  args: { products: manyProducts(10_000) },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Products' });
    await waitFor(() => expect(within(grid).getAllByRole('img').length).toBeGreaterThan(0));
    const firstWindowEnd = Math.max(...within(grid).getAllByRole('row').map(position));
    let flungPast = 0;
    // A busy machine may pause a fling before it gets far: fling again from the top.
    for (let attempt = 0; attempt < 5 && flungPast === 0; attempt += 1) {
      grid.scrollTop = 0;
      let previous = await new Promise<number>(requestAnimationFrame);
      for (let frame = 0; frame < 30; frame += 1) {
        grid.scrollTop += 300;
        const now = await new Promise<number>(requestAnimationFrame);
        // A frame this late is a pause, not a fling: this attempt's check ends there.
        if (now - previous > 90) break;
        previous = now;
        // Cards that came into the window well after the fling began.
        for (const row of within(grid).getAllByRole('row')) {
          if (position(row) <= firstWindowEnd + 20) continue;
          flungPast += 1;
          await expect(within(row).queryByRole('img')).toBeNull();
        }
      }
    }
    await expect(flungPast).toBeGreaterThan(0);
    await waitFor(() => {
      const rows = rowsInView(grid);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(within(row).getByRole('img')).toHaveAccessibleName(
          row.getAttribute('aria-label') ?? '',
        );
      }
    });
  },
};

/** Eight cards whose first picture the mock network holds back until `held.release()`. */
function firstPictureHeld(
  held: ReturnType<typeof heldPicture>,
): Pick<Story, 'args' | 'beforeEach'> {
  return {
    args: {
      products: manyProducts(8).map((product, index) =>
        index === 0 ? { ...product, image: held.url } : product,
      ),
    },
    beforeEach({ msw }) {
      msw.use(held.handler);
    },
  };
}

const firstPicture = heldPicture('first-card');

/**
 * The first card's picture, the page's largest on a phone, loads alone: the other cards ask for
 * theirs once it has arrived, so on a slow link they do not share its bandwidth.
 */
export const FirstPictureFirst: Story = {
  ...firstPictureHeld(firstPicture),
  play: async ({ canvas }) => {
    const [first, ...others] = canvas.getAllByRole('row');
    await expect(within(first as HTMLElement).getByRole('img')).toHaveAttribute(
      'src',
      firstPicture.url,
    );
    for (const row of others) await expect(within(row).queryByRole('img')).toBeNull();
    firstPicture.release();
    await waitFor(() => {
      for (const row of others) {
        expect(within(row).getByRole('img')).toHaveAccessibleName(row.getAttribute('aria-label'));
      }
    });
  },
};

const hungPicture = heldPicture('hung-card');

/** A first picture that never arrives holds the others back only for a moment. */
export const FirstPictureHangs: Story = {
  ...firstPictureHeld(hungPicture),
  play: async ({ canvas }) => {
    const [, ...others] = canvas.getAllByRole('row');
    await waitFor(
      () => {
        for (const row of others) expect(within(row).getByRole('img')).toBeInTheDocument();
      },
      { timeout: 5_000 },
    );
  },
};

/**
 * A paged listing: the positions in view whose page has not arrived are placeholders, and the
 * grid asks for them (`onNeedRange`), and for two pages past the window once it scrolls; it
 * still announces the whole count.
 */
export const WindowedWithPlaceholders: StoryObj<typeof WindowedProductGrid> = {
  render: (args) => <WindowedProductGrid {...args} />,
  args: {
    'aria-label': 'Products',
    products: [...manyProducts(24), ...new Array<undefined>(9_976)],
    onNeedRange: fn(),
  },
  play: async ({ canvas, args }) => {
    const grid = await canvas.findByRole('grid', { name: 'Products' });
    await expect(grid).toHaveAttribute('aria-rowcount', '10000');
    const asked = () =>
      (args.onNeedRange as ReturnType<typeof fn>).mock.calls as Array<[number, number]>;
    const windowEnd = () => Number(within(grid).getAllByRole('row').at(-1)?.dataset.index) + 1;
    // Before any scroll, nothing past the window (a first visit's pictures have the network).
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(8));
    for (const [, end] of asked()) await expect(end).toBeLessThanOrEqual(windowEnd());
    // A scroll: the positions after the loaded ones, up to two pages past the window.
    const before = windowEnd();
    grid.scrollTop = grid.clientHeight;
    await waitFor(() => expect(windowEnd()).toBeGreaterThan(before));
    await waitFor(() => expect(asked()).toContainEqual([24, windowEnd() + 48]));
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    // The end: the last positions, and never the loaded first page.
    await waitFor(() => expect(asked().some(([, end]) => end === 10_000)).toBe(true));
    for (const [start] of asked()) await expect(start).toBeGreaterThanOrEqual(24);
  },
};
