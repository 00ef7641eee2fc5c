import { sizesForColour, sizesInStock } from '@atelier/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NavigationProvider } from '../../../navigation';
import { expectToast, findAddToCart, findDialog, phone } from '../../../stories/support';
import { GUEST_CART_KEY } from '../../cart/guestCart';
import { DEMO_TITLES, demoProduct } from '../../catalog/testing/productFixtures';
import { ProductDialog } from './ProductDialog';

// A demo product in several colours; each colour has its own shots and stock per size.
const TITLE = DEMO_TITLES.fullPrice;
const product = demoProduct(TITLE);
const [first, second] = product.colours ?? [];
if (!first || !second) throw new Error('the demo product comes in two colours or more');
const inStock = (colour: string) =>
  sizesInStock(sizesForColour(product, colour) ?? []).map((size) => size.size);

const meta = {
  title: 'Screens/Product/ProductDialog/Colours',
  component: ProductDialog,
  args: { productId: product._id, isOpen: true, onOpenChange: fn() },
  decorators: [
    (Story) => (
      <NavigationProvider navigate={fn()}>
        <Story />
      </NavigationProvider>
    ),
  ],
} satisfies Meta<typeof ProductDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const sizeOptions = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('radiogroup', { name: 'Size' }))
    .getAllByRole('radio')
    .map((radio) => radio.getAttribute('value'));

/** Choosing a colour shows its pictures and the sizes it has in stock. */
export const ChoosingAColour: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE);
    const colours = within(dialog).getByRole('radiogroup', { name: 'Colour' });
    await expect(within(colours).getByRole('radio', { name: first.name })).toBeChecked();
    await expect(sizeOptions(dialog)).toEqual(inStock(first.name));
    await expect(
      within(dialog).getByRole('img', { name: `${TITLE} in ${first.name}, front` }),
    ).toBeVisible();
    // Arrow keys move between swatches, as in any radio group.
    await userEvent.click(within(colours).getByRole('radio', { name: first.name }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(colours).getByRole('radio', { name: second.name })).toBeChecked();
    await expect(
      within(dialog).getByRole('img', { name: `${TITLE} in ${second.name}, front` }),
    ).toBeVisible();
    await expect(sizeOptions(dialog)).toEqual(inStock(second.name));
  },
};

/** The line in the cart records the colour, and shows that colour's picture. */
export const AddsTheChosenColour: Story = {
  play: async () => {
    const dialog = await findDialog(TITLE);
    const colours = within(dialog).getByRole('radiogroup', { name: 'Colour' });
    await userEvent.click(within(colours).getByRole('radio', { name: second.name }));
    const [size] = inStock(second.name);
    if (!size) throw new Error('the second colour has a size in stock');
    await userEvent.click(within(dialog).getByRole('radio', { name: size }));
    await userEvent.click(await findAddToCart(within(dialog)));
    await expectToast('Product added to cart successfully');
    const picture = product.pictures?.find((entry) => entry.colour === second.name)?.url;
    await expect(JSON.parse(window.localStorage.getItem(GUEST_CART_KEY) ?? '[]')).toMatchObject([
      { title: TITLE, selectedSize: size, selectedColour: second.name, image: picture },
    ]);
  },
};

/**
 * On a phone the gallery is swiped (no thumbnails), and colour, size and Add to cart still
 * come before the description.
 */
export const Phone: Story = {
  ...phone,
  play: async () => {
    const dialog = await findDialog(TITLE);
    const add = within(dialog).getByRole('button', { name: 'Add to cart' });
    await expect(add.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(within(dialog).getByRole('radiogroup', { name: 'Colour' })).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: /^Show picture/ })).toBeNull();
  },
};
