import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NavigationProvider } from '../../../navigation';
import { expectToast, findDialog, page } from '../../../stories/support';
import { GUEST_CART_KEY } from '../../cart/guestCart';
import { DEMO_TITLES, demoProduct } from '../testing/productFixtures';
import { ConnectedProductGrid } from './ConnectedProductGrid';

const products = [
  demoProduct(DEMO_TITLES.lastPiece),
  demoProduct(DEMO_TITLES.onSale),
  demoProduct(DEMO_TITLES.outOfStock),
];

// The story's own navigate spy, so a play function can see where a guest is sent.
const navigate = fn();
// A host that routes the quick view (the shell's modal route).
const openProduct = fn();

const meta = {
  title: 'Components/Catalog/ConnectedProductGrid',
  component: ConnectedProductGrid,
  args: { 'aria-label': 'Products', products },
  decorators: [
    (Story) => (
      <NavigationProvider navigate={navigate}>
        <Story />
      </NavigationProvider>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
    openProduct.mockClear();
    // A guest's cart outlives a story in local storage; each starts without one.
    window.localStorage.removeItem(GUEST_CART_KEY);
  },
} satisfies Meta<typeof ConnectedProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card's 'Add to cart' (a press during the session check waits for its answer). */
async function addButtonOf(canvas: ReturnType<typeof within>, title: string) {
  const row = canvas.getByRole('row', { name: title });
  return within(row).getByRole('button', { name: 'Add to cart' });
}

/** A guest's cart is kept in the browser: no sign-in needed to add. */
export const GuestAddsToTheBrowserCart: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await addButtonOf(canvas, DEMO_TITLES.lastPiece));
    await expectToast('Product is added to cart', 'Size M');
    await expect(navigate).not.toHaveBeenCalled();
    const stored = JSON.parse(window.localStorage.getItem(GUEST_CART_KEY) ?? '[]');
    await expect(stored).toMatchObject([{ title: DEMO_TITLES.lastPiece, selectedSize: 'M' }]);
  },
};

/** Several sizes have room: the card asks which, and adds one of that size. */
export const AsksForTheSize: Story = {
  parameters: { session: 'shopper' },
  play: async ({ canvas }) => {
    const add = await addButtonOf(canvas, DEMO_TITLES.onSale);
    await userEvent.click(add);
    const picker = await findDialog('Choose a size');
    await expect(picker).toHaveTextContent(`Which size of ${DEMO_TITLES.onSale} would you like?`);
    const sizes = within(picker).getByRole('list', { name: 'Sizes' });
    await expect(
      within(sizes)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Add size S', 'Add size M, 7 left', 'Add size L, 5 left', 'Add size XL']);
    // The keyboard starts in the dialog.
    await waitFor(() => expect(picker.contains(document.activeElement)).toBe(true));
    await userEvent.click(within(sizes).getByRole('button', { name: /^Add size L/ }));
    await expectToast('Product is added to cart', 'Size L');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
  },
};

/** Closing the picker adds nothing. */
export const SizePickerCancelled: Story = {
  parameters: { session: 'shopper' },
  play: async ({ canvas }) => {
    await userEvent.click(await addButtonOf(canvas, DEMO_TITLES.onSale));
    await findDialog('Choose a size');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    await expect(
      within(page().getByRole('region', { name: 'Notifications (F8)' })).queryByRole('status'),
    ).toBeNull();
  },
};

/** One piece left: the second quick add is refused with the listing's stock message. */
export const AddBeyondStock: Story = {
  parameters: { session: 'shopper' },
  play: async ({ canvas }) => {
    const add = await addButtonOf(canvas, DEMO_TITLES.lastPiece);
    await userEvent.click(add);
    // One size left: no question, and the confirmation names the size.
    await expectToast('Product is added to cart', 'Size M');
    await userEvent.click(add);
    await waitFor(() =>
      expect(page().getByRole('alert')).toHaveTextContent(
        'Only 1 quantity can be added for this item',
      ),
    );
  },
};

export const OutOfStockCannotBeAdded: Story = {
  parameters: { session: 'shopper' },
  play: async ({ canvas }) => {
    await expect(await addButtonOf(canvas, DEMO_TITLES.outOfStock)).toBeDisabled();
    await expect(
      within(canvas.getByRole('row', { name: DEMO_TITLES.outOfStock })).getByText('Out Of Stock'),
    ).toBeVisible();
  },
};

/** Enter on a card loads the product dialog on demand. */
export const OpensProductDialog: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: DEMO_TITLES.lastPiece })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Visible once its entrance animation has run.
    await findDialog(DEMO_TITLES.lastPiece);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    // react-aria restores focus to the trigger a frame after the dialog unmounts.
    await waitFor(() =>
      expect(canvas.getByRole('row', { name: DEMO_TITLES.lastPiece })).toHaveFocus(),
    );
  },
};

/**
 * A host with a modal route opens the quick view at the product's address (the shell): the
 * card asks it to, and shows no dialog of its own.
 */
export const HostOpensTheQuickView: Story = {
  decorators: [
    (Story) => (
      <NavigationProvider navigate={navigate} openProduct={openProduct}>
        <Story />
      </NavigationProvider>
    ),
  ],
  play: async ({ canvas }) => {
    const product = demoProduct(DEMO_TITLES.lastPiece);
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: product.title })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(openProduct).toHaveBeenCalledTimes(1));
    await expect(openProduct).toHaveBeenCalledWith(
      expect.objectContaining({ _id: product._id, title: product.title }),
    );
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};
