import { formatMoney, SERVER_MESSAGES } from '@atelier/api-client';
import { scenarios } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  expectErrorToast,
  expectNoSidewaysScroll,
  expectToast,
  findDialog,
  phone,
} from '../../../stories/support';
import { AccountScreen } from './AccountScreen';

const meta = {
  title: 'Screens/Account/AccountScreen',
  component: AccountScreen,
  parameters: { session: 'shopper' },
} satisfies Meta<typeof AccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo shopper's cash-on-delivery order from 12 Jan 2025 (id ending 00022d). */
const COD_ORDER = '00022d';

async function ordersTable(canvas: ReturnType<typeof within>) {
  return canvas.findByRole('table', {}, { timeout: 3000 });
}

function rowOf(table: HTMLElement, shortId: string) {
  const header = within(table).getByRole('rowheader', { name: shortId });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for order ${shortId}`);
  return within(row);
}

async function showTab(canvas: ReturnType<typeof within>, name: string) {
  await userEvent.click(await canvas.findByRole('tab', { name }));
  await expect(canvas.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

export const Orders: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'My Account' }),
    ).toBeVisible();
    const tabs = canvas.getAllByRole('tab').map((tab) => tab.textContent);
    await expect(tabs).toEqual(['Orders', 'Wishlist', 'Address']);
    await expect(canvas.getByRole('tab', { name: 'Orders' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const table = await ordersTable(canvas);
    // Seven orders for the demo shopper, newest first, each with its last six id characters.
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
    const cod = rowOf(table, COD_ORDER);
    await expect(cod.getByText('12 Jan 2025')).toBeVisible();
    await expect(cod.getByText('Delivered')).toBeVisible();
    await expect(cod.getByText('Cash on delivery')).toBeVisible();
    await expect(cod.getByText(formatMoney(4436))).toBeVisible();
    await expect(cod.getByRole('button', { name: 'View Details' })).toBeVisible();
  },
};

export const OrdersEmpty: Story = {
  parameters: { seed: 'empty' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No orders have been placed yet')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const OrdersLoading: Story = {
  parameters: { msw: { handlers: { orders: scenarios.slow(60_000, 'orders') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Loading orders')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const OrdersError: Story = {
  parameters: { msw: { handlers: { orders: scenarios.serverError(500, 'orders') } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your orders could not be loaded')).toBeVisible();
    await expect(canvas.getByText(SERVER_MESSAGES.common.internalError)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const OrderDetails: Story = {
  play: async ({ canvas }) => {
    const table = await ordersTable(canvas);
    const viewDetails = rowOf(table, COD_ORDER).getByRole('button', { name: 'View Details' });
    viewDetails.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findDialog('Order Details');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const details = within(dialog);
    await expect(details.getByText("Levi's 511 Slim Fit Jeans")).toBeVisible();
    await expect(details.getByText('Cash Handling Fee')).toBeVisible();
    await expect(details.getByText('Cash Handling Fee').nextElementSibling).toHaveTextContent(
      formatMoney(60),
    );
    await expect(details.getByText('Total').nextElementSibling).toHaveTextContent(
      formatMoney(4436),
    );
    await expect(details.getByText('Delivered')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(viewDetails).toHaveFocus());
  },
};

export const OnlineOrderDetails: Story = {
  play: async ({ canvas }) => {
    const table = await ordersTable(canvas);
    const rows = within(table).getAllByRole('row');
    // The newest online order: no cash handling fee.
    const online = rows.find((row) => within(row).queryByText('Card'));
    if (!online) throw new Error('no online order');
    await userEvent.click(within(online).getByRole('button', { name: 'View Details' }));
    const dialog = within(await findDialog('Order Details'));
    await expect(dialog.getByText('Card')).toBeVisible();
    await expect(dialog.queryByText('Cash Handling Fee')).toBeNull();
    // The payment status in words, not the stored value.
    const status = dialog.getByText('Payment Status').nextElementSibling;
    await expect(status?.textContent).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
  },
};

export const Wishlist: Story = {
  play: async ({ canvas }) => {
    await showTab(canvas, 'Wishlist');
    const list = await canvas.findByRole('list', { name: 'Wishlist' }, { timeout: 3000 });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(
      within(list).getByRole('button', { name: 'Adidas Tiro 23 Track Jacket' }),
    ).toBeVisible();
    await expect(within(list).getByText('Adidas')).toBeVisible();
    await expect(within(list).getByText(formatMoney(2799))).toBeVisible();
  },
};

export const WishlistRemove: Story = {
  play: async ({ canvas }) => {
    await showTab(canvas, 'Wishlist');
    const list = await canvas.findByRole('list', { name: 'Wishlist' }, { timeout: 3000 });
    await userEvent.click(
      within(list).getByRole('button', {
        name: 'Remove Zara Floral Print Midi Dress from wishlist',
      }),
    );
    await expectToast('Removed from wishlist');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    await expect(within(list).queryByText('Zara Floral Print Midi Dress')).toBeNull();
  },
};

export const WishlistOpensProduct: Story = {
  play: async ({ canvas }) => {
    await showTab(canvas, 'Wishlist');
    const list = await canvas.findByRole('list', { name: 'Wishlist' }, { timeout: 3000 });
    const title = within(list).getByRole('button', { name: 'Adidas Tiro 23 Track Jacket' });
    title.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findDialog('Adidas Tiro 23 Track Jacket');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(title).toHaveFocus());
  },
};

/** Wishlist entries go into the cart: the size is asked for when several have room. */
export const WishlistAddsToCart: Story = {
  play: async ({ canvas }) => {
    await showTab(canvas, 'Wishlist');
    const list = await canvas.findByRole('list', { name: 'Wishlist' }, { timeout: 3000 });
    const jacket = within(list)
      .getByRole('button', { name: 'Adidas Tiro 23 Track Jacket' })
      .closest('li');
    if (!jacket) throw new Error('no wishlist card');
    await userEvent.click(within(jacket).getByRole('button', { name: 'Add to cart' }));
    const picker = await findDialog('Choose a size');
    const [size] = within(picker).getAllByRole('button', { name: /^Add size/ });
    const name = size?.textContent?.replace(/^Add size /, '').split(',')[0] ?? '';
    await userEvent.click(size as HTMLElement);
    await expectToast('Product is added to cart', `Size ${name}`);
  },
};

/** A sold-out entry says so instead of adding. */
export const WishlistSoldOut: Story = {
  play: async ({ canvas }) => {
    await showTab(canvas, 'Wishlist');
    const list = await canvas.findByRole('list', { name: 'Wishlist' }, { timeout: 3000 });
    const sneakers = within(list)
      .getByRole('button', { name: 'Puma Smash v2 Leather Sneakers' })
      .closest('li');
    if (!sneakers) throw new Error('no wishlist card');
    await userEvent.click(within(sneakers).getByRole('button', { name: 'Add to cart' }));
    await expectErrorToast('Out Of Stock');
  },
};

/** On a phone the orders are cards, and nothing scrolls sideways. */
export const SmallScreen: Story = {
  ...phone,
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Orders' }, { timeout: 3000 });
    await expect(within(list).getAllByRole('article')).toHaveLength(7);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expectNoSidewaysScroll();
  },
};

export const Address: Story = {
  args: { defaultTab: 'address' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: 'Address' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The address book lists the demo shopper's saved addresses.
    const panel = canvas.getByRole('tabpanel');
    await waitFor(() => expect(within(panel).getAllByRole('listitem').length).toBeGreaterThan(0), {
      timeout: 3000,
    });
  },
};

export const WishlistEmpty: Story = {
  parameters: { seed: 'empty' },
  play: async ({ canvas }) => {
    await showTab(canvas, 'Wishlist');
    await expect(await canvas.findByText('Your wishlist is empty')).toBeVisible();
  },
};

export const WishlistError: Story = {
  args: { defaultTab: 'wishlist' },
  beforeEach({ msw }) {
    msw.use(...scenarios.serverError(500, 'wishlist'));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Your wishlist could not be loaded')).toBeVisible();
    await expect(canvas.getByText(SERVER_MESSAGES.common.internalError)).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Wishlist' })).toBeNull();
  },
};

export const KeyboardTabs: Story = {
  play: async ({ canvas }) => {
    const orders = await canvas.findByRole('tab', { name: 'Orders' });
    orders.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Wishlist' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Address' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Guest: Story = {
  parameters: { session: 'guest' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Please log in to see your account')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
  },
};
