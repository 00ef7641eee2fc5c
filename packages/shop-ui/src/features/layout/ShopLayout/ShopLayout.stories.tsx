import type { Product } from '@atelier/api-client';
import { scenarios } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  expectErrorToast,
  expectNavigatedTo,
  expectToast,
  findDialog,
  page,
  resetNavigate,
  withNavigateSpy,
} from '../../../stories/support';
import { GUEST_CART_KEY } from '../../cart/guestCart';
import { DEMO_TITLES, demoProduct } from '../../catalog/testing/productFixtures';
import { ShopLayout } from './ShopLayout';

const LAST_PIECE = demoProduct(DEMO_TITLES.lastPiece);
const PARTIAL = demoProduct(DEMO_TITLES.partialSizes);

/** A guest cart line as the browser keeps it. */
function guestLine(product: Product, selectedSize: string, quantity: number) {
  const { _id, title, image, price, salePrice } = product;
  return { productId: _id, title, image, price, salePrice, selectedSize, quantity };
}

const meta = {
  title: 'Screens/Layout/ShopLayout',
  component: ShopLayout,
  decorators: [withNavigateSpy],
  beforeEach: resetNavigate,
  parameters: { layout: 'fullscreen' },
  args: {
    currentHref: '/shop/home',
    children: <h1>Shop page</h1>,
  },
} satisfies Meta<typeof ShopLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('main')).toContainElement(
      canvas.getByRole('heading', { name: 'Shop page' }),
    );
    // Guests keep a cart too.
    await expect(canvas.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  },
};

/** What a guest put in the cart is kept in this browser, shown in the same sheet. */
export const GuestCart: Story = {
  // Stock per size as a backend without colours keeps it: the figures below count so.
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.plainContract({ signedInAs: null }));
    window.localStorage.setItem(GUEST_CART_KEY, JSON.stringify([guestLine(LAST_PIECE, 'M', 1)]));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cart, 1 item' }));
    const sheet = await findDialog('Your Cart');
    const lines = await within(sheet).findByRole('list', { name: 'Cart items' });
    await expect(lines).toHaveTextContent(LAST_PIECE.title);
    // The same stock rules as a shopper's cart: one piece left, so no second.
    await userEvent.click(
      within(sheet).getByRole('button', {
        name: `Increase quantity of ${LAST_PIECE.title}, size M`,
      }),
    );
    await expectErrorToast('Only 1 quantity can be added for size M');
    // Checking out asks the guest to sign in, and brings them back to checkout afterwards.
    await userEvent.click(within(sheet).getByRole('button', { name: 'Checkout' }));
    await expectToast('Please login to checkout');
    await expectNavigatedTo('/auth/login?redirect=%2Fshop%2Fcheckout');
  },
};

/**
 * A guest who signs in finds the browser cart in their account's cart, within stock, and is
 * told what did not fit; the browser's copy is then gone.
 */
export const GuestCartMergedOnSignIn: Story = {
  parameters: { session: 'shopper' },
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.plainContract({ signedInAs: 'shopper' }));
    window.localStorage.setItem(
      GUEST_CART_KEY,
      JSON.stringify([guestLine(LAST_PIECE, 'M', 1), guestLine(PARTIAL, 'M', 10)]),
    );
  },
  play: async ({ canvas }) => {
    // The shopper's own three lines, then the guest's two.
    await expect(
      await canvas.findByRole('button', { name: 'Cart, 5 items' }, { timeout: 4000 }),
    ).toBeVisible();
    await expectErrorToast(
      'Some items from before you signed in could not be added to your cart',
      `${PARTIAL.title} (size M): 4 of 10`,
    );
    await waitFor(() => expect(window.localStorage.getItem(GUEST_CART_KEY)).toBeNull());
  },
};

export const SignedIn: Story = {
  parameters: { session: 'shopper' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Cart, 3 items' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu' }));
    const header = await page().findByText('Logged in as Priya Sharma');
    // The popover fades in.
    await waitFor(() => expect(header).toBeVisible());
    await expect(page().getByRole('menuitem', { name: 'Account' })).toHaveAttribute(
      'href',
      '/shop/account',
    );
  },
};

export const Logout: Story = {
  parameters: { session: 'shopper' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu' }));
    await userEvent.click(await page().findByRole('menuitem', { name: 'Logout' }));
    await expectNavigatedTo('/shop/home');
    await expect(await canvas.findByRole('link', { name: 'Login' })).toBeVisible();
    // The account's cart stays on the server; the guest starts with an empty one.
    await expect(canvas.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  },
};

export const OpensCart: Story = {
  parameters: { session: 'shopper' },
  play: async ({ canvas }) => {
    const cartButton = await canvas.findByRole('button', { name: 'Cart, 3 items' });
    await userEvent.click(cartButton);
    const sheet = await findDialog('Your Cart');
    const lines = await within(sheet).findByRole('list', { name: 'Cart items' });
    await expect(within(lines).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
    await waitFor(() => expect(cartButton).toHaveFocus());
  },
};

export const CartCountFollowsRemoval: Story = {
  parameters: { session: 'shopper' },
  // Lines named as a backend without colours names them.
  beforeEach: ({ msw }) => {
    msw.use(...scenarios.plainContract({ signedInAs: 'shopper' }));
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Cart, 3 items' }));
    const sheet = within(await findDialog('Your Cart'));
    await userEvent.click(
      await sheet.findByRole('button', { name: 'Remove Nike Air Max SC Sneakers, size UK 7' }),
    );
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
  },
};

export const SkipLink: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Login' });
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};
