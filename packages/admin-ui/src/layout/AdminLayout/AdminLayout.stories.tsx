import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  expectErrorToast,
  expectNavigatedTo,
  expectNoSidewaysScroll,
  findDialog,
  onAPhone,
  page,
  resetNavigate,
  withNavigateSpy,
} from '../../stories/support';
import { AdminLayout } from './AdminLayout';

const PAGES = [
  ['Dashboard', '/admin/dashboard'],
  ['Products', '/admin/products'],
  ['Orders', '/admin/orders'],
  ['Features', '/admin/features'],
] as const;

const meta = {
  title: 'Admin/Layout/AdminLayout',
  component: AdminLayout,
  parameters: { session: 'admin', layout: 'fullscreen' },
  decorators: [withNavigateSpy],
  beforeEach: resetNavigate,
  args: {
    currentPath: '/admin/orders?status=pending',
    children: <h1>Orders</h1>,
  },
} satisfies Meta<typeof AdminLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    const sidebar = canvas.getByRole('navigation', { name: 'Admin' });
    await expect(within(sidebar).getByRole('heading', { name: 'Admin' })).toBeVisible();
    for (const [name, href] of PAGES) {
      await expect(within(sidebar).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(within(sidebar).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Extension 'admin-customers': the reference backend keeps its shoppers.
    await expect(await within(sidebar).findByRole('link', { name: 'Customers' })).toHaveAttribute(
      'href',
      '/admin/customers',
    );
    await expect(canvas.getByRole('link', { name: 'Atelier admin dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    // The menu button is for small screens only.
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();
    await expect(await canvas.findByText('Logged in as Atelier Admin')).toBeVisible();
  },
};

const extensionsAsked = fn();

/** A backend that honours only spec section 7 keeps no customers: no Customers entry. */
export const PlainBackendHasNoCustomers: Story = {
  beforeEach({ msw }) {
    extensionsAsked.mockClear();
    msw.use(
      http.get('*/api/extensions', () => {
        extensionsAsked();
        return HttpResponse.json({ success: false, message: 'Not found' }, { status: 404 });
      }),
    );
  },
  play: async ({ canvas }) => {
    const sidebar = canvas.getByRole('navigation', { name: 'Admin' });
    await waitFor(() => expect(extensionsAsked).toHaveBeenCalled());
    await expect(within(sidebar).getByRole('link', { name: 'Features' })).toBeVisible();
    await expect(within(sidebar).queryByRole('link', { name: 'Customers' })).toBeNull();
  },
};

export const SidebarNavigates: Story = {
  play: async ({ canvas }) => {
    const sidebar = canvas.getByRole('navigation', { name: 'Admin' });
    await userEvent.click(within(sidebar).getByRole('link', { name: 'Products' }));
    await expectNavigatedTo('/admin/products');
  },
};

export const Logout: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expectNavigatedTo('/auth/login');
  },
};

export const LogoutFailure: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/auth/logout', () => HttpResponse.json({ success: false }, { status: 500 })),
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expectErrorToast('Logout failed');
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeEnabled();
  },
};

/** Change password in the header opens the password change, which Escape closes again. */
export const ChangePassword: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Change password' }));
    const dialog = await findDialog('Change password');
    await expect(within(dialog).getByLabelText('Current Password')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** A backend that honours only spec section 7 has no password change: no button for it. */
export const PlainBackend: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/extensions', () =>
        HttpResponse.json({ success: false, message: 'Not found' }, { status: 404 }),
      ),
    );
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Logged in as Atelier Admin')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Change password' })).toBeNull();
  },
};

/** A phone-wide frame: the sidebar becomes a side sheet behind the menu button. */
export const SmallScreen: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '24rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Admin' })).toBeNull();
    const menu = canvas.getByRole('button', { name: 'Open menu' });
    menu.focus();
    await userEvent.keyboard('{Enter}');
    const sheet = await findDialog('Admin');
    const nav = within(within(sheet).getByRole('navigation', { name: 'Admin' }));
    for (const [name, href] of PAGES) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await userEvent.click(nav.getByRole('link', { name: 'Features' }));
    await expectNavigatedTo('/admin/features');
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
    await expect(page().getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

/** Stands in for the host router: a search box that rewrites the query, a link to another page. */
function PathHarness() {
  const [path, setPath] = useState('/admin/orders');
  return (
    <AdminLayout currentPath={path}>
      <h1>Orders</h1>
      <input
        aria-label="Search"
        onChange={(event) => setPath(`/admin/orders?q=${event.target.value}`)}
      />
      <button type="button" onClick={() => setPath('/admin/products')}>
        Show products
      </button>
    </AdminLayout>
  );
}

/** A new page moves focus to the page; a new query string (typing a search) leaves it be. */
export const FocusFollowsPageChanges: Story = {
  render: () => <PathHarness />,
  play: async ({ canvas }) => {
    const search = canvas.getByRole('textbox', { name: 'Search' });
    await userEvent.type(search, 'jeans');
    await expect(search).toHaveValue('jeans');
    await expect(search).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Show products' }));
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};

/** On a phone-sized screen (not only a narrow frame): menu button, no sidebar, nothing sideways. */
export const OnAPhone: Story = {
  ...onAPhone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Admin' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expectNoSidewaysScroll();
  },
};
