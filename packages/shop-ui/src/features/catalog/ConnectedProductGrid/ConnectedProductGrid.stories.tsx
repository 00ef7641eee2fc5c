import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NavigationProvider } from '../../../navigation';
import { DEMO_TITLES, demoProduct } from '../testing/productFixtures';
import { ConnectedProductGrid } from './ConnectedProductGrid';

const products = [
  demoProduct(DEMO_TITLES.lastPiece),
  demoProduct(DEMO_TITLES.onSale),
  demoProduct(DEMO_TITLES.outOfStock),
];

// The story's own navigate spy, so a play function can see where a guest is sent.
const navigate = fn();

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
  },
} satisfies Meta<typeof ConnectedProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

/** The card's 'Add to cart', once the session check has answered (pending until then). */
async function addButtonOf(canvas: ReturnType<typeof within>, title: string) {
  const row = canvas.getByRole('row', { name: title });
  const button = within(row).getByRole('button', { name: 'Add to cart' });
  await waitFor(() => expect(button).not.toHaveAttribute('data-pending'));
  return button;
}

export const GuestAddGoesToLogin: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await addButtonOf(canvas, DEMO_TITLES.onSale));
    await expect(navigate).toHaveBeenCalledWith('/auth/login');
  },
};

export const ShopperAddsToCart: Story = {
  parameters: { session: 'shopper' },
  play: async ({ canvas }) => {
    await userEvent.click(await addButtonOf(canvas, DEMO_TITLES.onSale));
    await expect(await page().findByRole('status')).toHaveTextContent('Product is added to cart');
    await expect(navigate).not.toHaveBeenCalled();
  },
};

/** One piece left: the second quick add is refused with the listing's stock message. */
export const AddBeyondStock: Story = {
  parameters: { session: 'shopper' },
  play: async ({ canvas }) => {
    const add = await addButtonOf(canvas, DEMO_TITLES.lastPiece);
    await userEvent.click(add);
    await expect(await page().findByRole('status')).toHaveTextContent('Product is added to cart');
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
    const dialog = await page().findByRole('dialog', { name: DEMO_TITLES.lastPiece });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    // react-aria restores focus to the trigger a frame after the dialog unmounts.
    await waitFor(() =>
      expect(canvas.getByRole('row', { name: DEMO_TITLES.lastPiece })).toHaveFocus(),
    );
  },
};
