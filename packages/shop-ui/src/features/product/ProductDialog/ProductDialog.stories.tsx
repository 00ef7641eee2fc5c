import { SERVER_MESSAGES } from '@atelier/api-client';
import { scenarios } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NavigationProvider } from '../../../navigation';
import {
  expectErrorToast,
  expectToast,
  findAddToCart,
  findDialog,
  heldGet,
  page,
  phone,
} from '../../../stories/support';
import { GUEST_CART_KEY } from '../../cart/guestCart';
import { DEMO_TITLES, demoProduct } from '../../catalog/testing/productFixtures';
import { ProductDialog } from './ProductDialog';

const navigate = fn();
const idOf = (title: string) => demoProduct(title)._id;

// In the shopper's demo cart: 2 of this tee in size XS, which has 5 in stock.
const IN_CART = 'Adidas Adicolor Classics Trefoil Tee';

const meta = {
  title: 'Screens/Product/ProductDialog',
  component: ProductDialog,
  args: { productId: idOf(DEMO_TITLES.partialSizes), isOpen: true, onOpenChange: fn() },
  decorators: [
    (Story) => (
      <NavigationProvider navigate={navigate}>
        <Story />
      </NavigationProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof ProductDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The stock rules on a backend without colours (spec section 7), where a size's stock is the
 * product's own: the figures below are those. The colour stories show them per colour.
 */
const plainBackend = (signedInAs: 'shopper' | null): Pick<Story, 'beforeEach'> => ({
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.plainContract({ signedInAs }));
  },
});

async function chooseQuantity(dialog: HTMLElement, quantity: number) {
  const field = within(dialog).getByRole('spinbutton', { name: 'Quantity' });
  await userEvent.clear(field);
  await userEvent.type(field, String(quantity));
  await userEvent.tab();
}

export const SizesInStockOnly: Story = {
  parameters: { session: 'shopper' },
  ...plainBackend('shopper'),
  play: async () => {
    const dialog = await findDialog(DEMO_TITLES.partialSizes);
    const sizes = within(dialog).getByRole('radiogroup', { name: 'Size' });
    // S and L are sold out, so only M and XL are offered.
    const options = within(sizes).getAllByRole('radio');
    await expect(options.map((option) => option.getAttribute('value'))).toEqual(['M', 'XL']);
    await expect(within(dialog).getByText('₹5,995.00')).toBeVisible();
    await expect(within(dialog).getByRole('img', { name: DEMO_TITLES.partialSizes })).toBeVisible();
  },
};

export const SelectASize: Story = {
  parameters: { session: 'shopper' },
  ...plainBackend('shopper'),
  play: async () => {
    const dialog = await findDialog(DEMO_TITLES.partialSizes);
    await userEvent.click(await findAddToCart(within(dialog)));
    await expectErrorToast('Please select a size');
  },
};

const sessionCheck = heldGet('*/api/auth/check-auth');

/**
 * Until the session check says guest or shopper, 'Add to cart' reads as busy and a press does
 * nothing: the cart it would check is not known yet.
 */
export const BusyUntilTheSessionIsKnown: Story = {
  beforeEach: ({ msw }) => {
    // Once released, the shared mock handler answers: a guest.
    msw.use(sessionCheck.handler());
  },
  play: async () => {
    const dialog = await findDialog(DEMO_TITLES.partialSizes);
    const add = within(dialog).getByRole('button', { name: 'Add to cart' });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    sessionCheck.release();
    await userEvent.click(await findAddToCart(within(dialog)));
    await expectErrorToast('Please select a size');
  },
};

export const NotEnoughStockForSize: Story = {
  parameters: { session: 'shopper' },
  ...plainBackend('shopper'),
  play: async () => {
    const dialog = await findDialog(DEMO_TITLES.partialSizes);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'M' }));
    await chooseQuantity(dialog, 4);
    // XL has 2; the quantity chosen for M stays at 4.
    await userEvent.click(within(dialog).getByRole('radio', { name: 'XL' }));
    await userEvent.click(await findAddToCart(within(dialog)));
    await expectErrorToast('Not enough stock for size XL');
  },
};

export const OnlyNAvailableForSize: Story = {
  parameters: { session: 'shopper' },
  ...plainBackend('shopper'),
  args: { productId: idOf(IN_CART) },
  play: async () => {
    const dialog = await findDialog(IN_CART);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'XS' }));
    await chooseQuantity(dialog, 4);
    await userEvent.click(await findAddToCart(within(dialog)));
    await expectErrorToast('Only 5 items available for size XS');
  },
};

export const AddedToCart: Story = {
  parameters: { session: 'shopper' },
  ...plainBackend('shopper'),
  play: async () => {
    const dialog = await findDialog(DEMO_TITLES.partialSizes);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'XL' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Increase' }));
    await userEvent.click(await findAddToCart(within(dialog)));
    await expectToast('Product added to cart successfully');
  },
};

/** A guest adds to the cart kept in the browser, with the same stock rules as a shopper. */
export const GuestAddsToTheBrowserCart: Story = {
  ...plainBackend(null),
  play: async () => {
    const dialog = await findDialog(DEMO_TITLES.partialSizes);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'XL' }));
    await chooseQuantity(dialog, 2);
    await userEvent.click(await findAddToCart(within(dialog)));
    await expectToast('Product added to cart successfully');
    await expect(navigate).not.toHaveBeenCalled();
    await expect(JSON.parse(window.localStorage.getItem(GUEST_CART_KEY) ?? '[]')).toMatchObject([
      { title: DEMO_TITLES.partialSizes, selectedSize: 'XL', quantity: 2 },
    ]);
    // XL has 2, both in the cart now: a third is refused as for a shopper.
    await chooseQuantity(dialog, 1);
    await userEvent.click(await findAddToCart(within(dialog)));
    await expectErrorToast('Only 2 items available for size XL');
  },
};

/**
 * On a phone the size, quantity and Add to cart are in the first screen of the dialog, before
 * the description.
 */
export const SmallScreen: Story = {
  ...phone,
  play: async () => {
    const dialog = await findDialog(DEMO_TITLES.partialSizes);
    const add = within(dialog).getByRole('button', { name: 'Add to cart' });
    await waitFor(() => expect(add).toBeVisible());
    const dialogBottom = dialog.getBoundingClientRect().bottom;
    for (const control of [
      within(dialog).getByRole('radiogroup', { name: 'Size' }),
      within(dialog).getByRole('spinbutton', { name: 'Quantity' }),
      add,
    ]) {
      await expect(control.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        Math.min(dialogBottom, window.innerHeight),
      );
    }
    const description = within(dialog).getByText(demoProduct(DEMO_TITLES.partialSizes).description);
    await expect(
      add.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};

export const WishlistForGuests: Story = {
  play: async () => {
    const dialog = await findDialog(DEMO_TITLES.partialSizes);
    const heart = within(dialog).getByRole('button', { name: 'Add to wishlist' });
    await expect(heart).toBeDisabled();
    await waitFor(() =>
      expect(heart).toHaveAccessibleDescription('Please login to add to wishlist'),
    );
    await expect(within(dialog).getByText('Please login to add to wishlist')).toBeVisible();
    // Beside the reason, the way to sign in (and come back here).
    await expect(within(dialog).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  },
};

export const WishlistToggle: Story = {
  parameters: { session: 'shopper' },
  play: async () => {
    const dialog = await findDialog(DEMO_TITLES.partialSizes);
    const add = await within(dialog).findByRole('button', { name: 'Add to wishlist' });
    await waitFor(() => expect(add).toBeEnabled());
    await expect(add).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(add);
    await expectToast('Added to wishlist');
    const remove = await within(dialog).findByRole('button', { name: 'Remove from wishlist' });
    await waitFor(() => expect(remove).toBeEnabled());
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(remove);
    // A second toast, while the first may still show.
    await expect(await page().findByText('Removed from wishlist')).toBeVisible();
    await expect(
      await within(dialog).findByRole('button', { name: 'Add to wishlist' }),
    ).toBeEnabled();
  },
};

export const NoReviews: Story = {
  args: { productId: idOf(DEMO_TITLES.noReviews) },
  play: async () => {
    const dialog = await findDialog(DEMO_TITLES.noReviews);
    await expect(await within(dialog).findByText('No Reviews')).toBeVisible();
    // Guests are pointed to login instead of the form.
    await expect(
      within(dialog).getByRole('link', { name: 'Login to write a review' }),
    ).toHaveAttribute('href', '/auth/login');
  },
};

export const Reviews: Story = {
  args: { productId: idOf(DEMO_TITLES.withReviews) },
  play: async () => {
    const dialog = await findDialog(DEMO_TITLES.withReviews);
    const reviews = within(dialog).getByRole('region', { name: 'Reviews' });
    await waitFor(() => expect(within(reviews).getAllByRole('listitem')).toHaveLength(5));
    await expect(within(reviews).getAllByRole('img', { name: /out of 5 stars/ })).toHaveLength(5);
  },
};

export const WriteAReview: Story = {
  parameters: { session: 'shopper' },
  args: { productId: idOf(DEMO_TITLES.noReviews) },
  play: async () => {
    const dialog = await findDialog(DEMO_TITLES.noReviews);
    const submit = await within(dialog).findByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    const message = within(dialog).getByRole('textbox', { name: 'Your review' });
    // Blank after trimming still counts as empty.
    await userEvent.type(message, '   ');
    await expect(submit).toBeDisabled();
    await userEvent.type(message, 'Warm and soft.');
    await expect(submit).toBeEnabled();
    await userEvent.click(submit);
    await expectToast('Review added successfully!');
    const reviews = within(dialog).getByRole('region', { name: 'Reviews' });
    await expect(await within(reviews).findByText('Warm and soft.')).toBeVisible();
    await expect(message).toHaveValue('');
    await expect(submit).toBeDisabled();
  },
};

export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.slow(60_000, 'products'));
  },
  play: async () => {
    const dialog = await findDialog('Product');
    await expect(
      within(dialog).getByRole('progressbar', { name: 'Loading product' }),
    ).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.serverError(500, 'products'));
  },
  play: async () => {
    const dialog = await findDialog('Product');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      SERVER_MESSAGES.common.internalError,
    );
  },
};

export const OutOfStock: Story = {
  args: { productId: idOf(DEMO_TITLES.outOfStock) },
  play: async () => {
    const dialog = await findDialog(DEMO_TITLES.outOfStock);
    await expect(within(dialog).getByText('Out Of Stock')).toBeVisible();
    await expect(within(dialog).queryByRole('radiogroup', { name: 'Size' })).toBeNull();
    await expect(within(dialog).queryByRole('button', { name: 'Add to cart' })).toBeNull();
  },
};
