import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEMO_TITLES, demoProduct } from '../testing/productFixtures';
import { pictureHandlers, STORY_WIDTHS, servedPictures } from '../testing/servedPictures';
import { ProductCard } from './ProductCard';

const meta = {
  title: 'Components/Catalog/ProductCard',
  component: ProductCard,
  args: { product: demoProduct(DEMO_TITLES.fullPrice), onAddToCart: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '18rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullPrice: Story = {
  play: async ({ canvas, args }) => {
    const product = args.product;
    await expect(canvas.getByRole('img', { name: product.title })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: product.title })).toBeVisible();
    await expect(canvas.getByText('₹3,995.00')).toBeVisible();
    await expect(canvas.queryByText('Sale')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(product);
  },
};

/** A swatch shows the product in that colour (extension product-colours). */
export const ColourSwatches: Story = {
  play: async ({ canvas, args }) => {
    const product = args.product;
    const [, second] = product.colours ?? [];
    if (!second) throw new Error('the demo product comes in two colours or more');
    const swatches = canvas.getByRole('group', { name: `Colours of ${product.title}` });
    const swatch = within(swatches).getByRole('button', { name: second.name });
    await expect(swatch).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(swatch);
    await expect(swatch).toHaveAttribute('aria-pressed', 'true');
    const picture = product.pictures?.find((entry) => entry.colour === second.name);
    await expect(
      canvas.getByRole('img', { name: `${product.title} in ${second.name}` }),
    ).toHaveAttribute('src', picture?.url);
  },
};

/** From a backend without colours: the card as spec section 7 has it, no swatches. */
export const WithoutColours: Story = {
  args: {
    product: (({ colours: _c, pictures: _p, ...plain }) => plain)(
      demoProduct(DEMO_TITLES.fullPrice),
    ),
  },
  play: async ({ canvas, args }) => {
    const picture = canvas.getByRole('img', { name: args.product.title });
    await expect(picture).toBeVisible();
    // Spec section 7's one picture: its URL alone, the box reserved by its size.
    await expect(picture).toHaveAttribute('src', args.product.image);
    await expect(picture).not.toHaveAttribute('srcset');
    await expect(picture).toHaveAttribute('width', '800');
    await expect(canvas.queryByRole('group', { name: /^Colours of/ })).toBeNull();
  },
};

/**
 * Extension `picture-widths`: the browser chooses the width that fills the card at its pixel
 * density, the cover's and, after a swatch, that colour's.
 */
export const ServedInWidths: Story = {
  args: { product: servedPictures(demoProduct(DEMO_TITLES.fullPrice)) },
  parameters: { msw: { handlers: pictureHandlers } },
  play: async ({ canvas, args }) => {
    const { product } = args;
    const srcSet = (url: string) =>
      STORY_WIDTHS.map((width) => `${url}?w=${width} ${width}w`).join(', ');
    const picture = canvas.getByRole('img', { name: product.title }) as HTMLImageElement;
    await expect(picture).toHaveAttribute('srcset', srcSet(product.image));
    await expect(picture).toHaveAttribute('sizes');
    await expect(picture).toHaveAttribute('width', '800');
    await expect(picture).toHaveAttribute('height', '1000');
    await waitFor(() => expect(picture.currentSrc).toMatch(/\?w=\d+$/));
    const colour = product.colours?.[1]?.name ?? '';
    await userEvent.click(canvas.getByRole('button', { name: colour }));
    const shown = product.pictures?.find((entry) => entry.colour === colour)?.url ?? '';
    await expect(
      canvas.getByRole('img', { name: `${product.title} in ${colour}` }),
    ).toHaveAttribute('srcset', srcSet(shown));
  },
};

/** Flung past in a windowed grid: the picture's box keeps its size, empty, and nothing is asked for. */
export const PictureDeferred: Story = {
  args: { imageLoading: 'deferred' },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('heading', { name: args.product.title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    const box = canvas.getByRole('article').firstElementChild as HTMLElement;
    const { width, height } = box.getBoundingClientRect();
    await expect(height / width).toBeCloseTo(5 / 4, 2);
  },
};

export const OnSale: Story = {
  args: { product: demoProduct(DEMO_TITLES.onSale) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sale')).toBeVisible();
    const listPrice = canvas.getByText('₹1,295.00');
    // The list price is struck through and named as the original price for screen readers.
    await expect(listPrice.closest('s')).not.toBeNull();
    await expect(listPrice.closest('s')).toHaveTextContent('Original price ₹1,295.00');
    await expect(canvas.getByText('₹995.00')).toBeVisible();
  },
};

export const LowStock: Story = {
  args: { product: demoProduct(DEMO_TITLES.lowStock) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Only 6 items left')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  },
};

export const OutOfStock: Story = {
  args: { product: demoProduct(DEMO_TITLES.outOfStock) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Out Of Stock')).toBeVisible();
    const add = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(add).toBeDisabled();
    await userEvent.click(add, { pointerEventsCheck: 0 });
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

/** While the session loads, 'Add to cart' stays named and focusable but a press does nothing. */
export const AddPending: Story = {
  args: { isAddPending: true },
  play: async ({ canvas, args }) => {
    const add = canvas.getByRole('button', { name: 'Add to cart' });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(add).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(add);
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

/** Outside a grid the title is a button that opens the product. */
export const Openable: Story = {
  args: { onOpen: fn() },
  play: async ({ canvas, args }) => {
    const title = within(canvas.getByRole('heading')).getByRole('button');
    await userEvent.tab();
    await expect(title).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith(args.product);
  },
};
