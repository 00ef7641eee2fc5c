import { type CustomerDetails, customerFigures } from '@atelier/api-client';
import { fixtures, scenarios } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  clearSpokenAnnouncements,
  expectNoSidewaysScroll,
  expectNoWordBroken,
  expectToast,
  findDialog,
  onAPhone,
  plainBackend,
} from '../../stories/support';
import { CustomerScreen } from './CustomerScreen';

const { shopper: priya, secondShopper: rahul, unverified: neha } = fixtures.users;

const meta = {
  title: 'Admin/Customers/CustomerScreen',
  component: CustomerScreen,
  parameters: { session: 'admin', layout: 'padded' },
  args: { customerId: priya.id },
} satisfies Meta<typeof CustomerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const section = (name: string) => within(within(document.body).getByRole('region', { name }));

/** Rahul as a backend shows him while blocked, with more orders than the page lists. */
const blockedRahul = (): CustomerDetails => {
  const orders = fixtures.orders.filter((order) => order.userId === rahul.id);
  const at = '2025-06-01T09:30:00.000Z';
  const reason = 'Three chargebacks in May';
  return {
    id: rahul.id,
    userName: rahul.userName,
    email: rahul.email,
    verified: true,
    blocked: true,
    ...customerFigures(orders),
    orderCount: 120,
    joinedAt: '2024-01-02T09:00:00.000Z',
    block: { reason, at, by: 'Atelier Admin' },
    addresses: fixtures.addresses.filter((address) => address.userId === rahul.id),
    orders,
    history: [{ _id: 'e1', kind: 'blocked', at, by: 'Atelier Admin', reason }],
  };
};

/** A shopper's page: who they are, their figures, addresses and every order, newest first. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Priya Sharma' }),
    ).toBeVisible();
    await expect(canvas.getByText('shopper@atelier.test')).toBeVisible();
    const details = section('Details');
    await expect(details.getByText('Verified')).toBeVisible();
    await expect(details.getByText('₹27,519.00')).toBeVisible();
    await expect(details.getByText('10 May 2025')).toBeVisible();
    await expect(section('Orders').getAllByRole('listitem')).toHaveLength(7);
    await expect(section('Addresses').getAllByRole('listitem')).toHaveLength(2);
    await expect(section('History').getByText('No blocks or unblocks yet.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All customers' })).toHaveAttribute(
      'href',
      '/admin/customers',
    );
    await expect(canvas.getByRole('button', { name: 'Block customer' })).toBeVisible();
  },
};

/** Someone who signed up and never verified: no orders, no addresses yet. */
export const UnverifiedWithoutOrders: Story = {
  args: { customerId: neha.id },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Neha Iyer' })).toBeVisible();
    await expect(section('Details').getByText('Not verified')).toBeVisible();
    await expect(section('Details').getByText('None yet')).toBeVisible();
    await expect(section('Orders').getByText('No orders found')).toBeVisible();
    await expect(section('Addresses').getByText('No addresses saved.')).toBeVisible();
  },
};

/** Block asks why first, says what a block does, and refuses a blank reason. */
export const BlockNeedsAReason: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Block customer' }));
    const dialog = within(await findDialog('Block Priya Sharma?'));
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await expect(
      dialog.getByText(
        'They are signed out at once and can no longer sign in or place orders. You can unblock them later.',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Block' }));
    await expect(await dialog.findByText('Please give a reason for the block.')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** With a reason the block goes through: the page shows it, its reason and who did it. */
export const BlockWithAReason: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Block customer' }));
    const dialog = within(await findDialog('Block Priya Sharma?'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Abusive messages');
    await userEvent.click(dialog.getByRole('button', { name: 'Block' }));
    await expectToast('Customer blocked. Their sessions have ended.');
    await expect(
      await canvas.findByText('Blocked: this customer cannot sign in or place orders.'),
    ).toBeVisible();
    await expect(
      canvas.getByText('Reason: Abusive messages', { selector: 'div > p' }),
    ).toBeVisible();
    await expect(section('History').getByText('Blocked by Atelier Admin')).toBeVisible();
    await expect(section('Details').getByText('Blocked')).toBeVisible();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    clearSpokenAnnouncements();
  },
};

/** Blocked, then unblocked: the notice goes, and the history keeps both, newest first. */
export const BlockThenUnblock: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Block customer' }));
    const dialog = within(await findDialog('Block Priya Sharma?'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Card fraud');
    await userEvent.click(dialog.getByRole('button', { name: 'Block' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Unblock' }));
    await expectToast('Customer unblocked. They can sign in again.');
    await expect(await canvas.findByRole('button', { name: 'Block customer' })).toBeVisible();
    await expect(
      canvas.queryByText('Blocked: this customer cannot sign in or place orders.'),
    ).toBeNull();
    const entries = section('History').getAllByRole('listitem');
    await expect(entries[0]).toHaveTextContent('Unblocked by Atelier Admin');
    await expect(entries[1]).toHaveTextContent('Blocked by Atelier Admin');
    await expect(entries[1]).toHaveTextContent('Reason: Card fraud');
    clearSpokenAnnouncements();
  },
};

/** A blocked shopper at rest: why, since when and by whom; Unblock; only their latest orders. */
export const Blocked: Story = {
  args: { customerId: rahul.id },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/admin/customers/details/:id', () =>
        HttpResponse.json({ success: true, data: blockedRahul() }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('Blocked: this customer cannot sign in or place orders.'),
    ).toBeVisible();
    await expect(canvas.getByText('Since 1 Jun 2025, 09:30 UTC, by Atelier Admin.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unblock' })).toBeVisible();
    await expect(
      section('Orders').getByText('Showing the 2 most recent of 120 orders.'),
    ).toBeVisible();
  },
};

/** An id no shopper has (or an admin's): not found, with the way back. */
export const NotFound: Story = {
  args: { customerId: '65b2a7c1ffffffffffffffff' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Customer not found')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All customers' })).toBeVisible();
  },
};

/** The page fails to load: the reason, and a way to try again. */
export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.serverError(500, 'adminCustomers'));
  },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Could not load this customer. Something went wrong. Please try again.',
    );
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Waiting for the shopper: placeholders, announced as loading. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('*/api/admin/customers/details/:id', () => delay('infinite')));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading customer' })).toBeVisible();
  },
};

/** A backend that honours only spec section 7 keeps no shoppers' pages. */
export const PlainBackend: Story = {
  beforeEach({ msw }) {
    msw.use(plainBackend());
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Customers are not available')).toBeVisible();
  },
};

/** On a phone: one column, nothing wider than the screen, no word broken. */
export const OnAPhone: Story = {
  ...onAPhone,
  args: { customerId: rahul.id },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/admin/customers/details/:id', () =>
        HttpResponse.json({ success: true, data: blockedRahul() }),
      ),
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Rahul Verma' }),
    ).toBeVisible();
    await expectNoSidewaysScroll();
    await expectNoWordBroken(canvasElement);
  },
};
