import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LogoutIcon, UserIcon } from '../../icons';
import { DropdownMenu } from './DropdownMenu';
import { MenuHeader } from './MenuHeader';
import { MenuItem } from './MenuItem';
import { MenuSection } from './MenuSection';

const onLogout = fn();
const onSort = fn();

const meta = {
  title: 'Primitives/DropdownMenu',
  component: DropdownMenu,
  args: {
    label: 'Account menu',
    trigger: <UserIcon />,
    children: (
      <>
        <MenuHeader>Logged in as Asha</MenuHeader>
        <MenuItem id="account" href="/shop/account">
          <UserIcon />
          Account
        </MenuItem>
        <MenuItem id="logout" onAction={onLogout} textValue="Logout">
          <LogoutIcon />
          Logout
        </MenuItem>
      </>
    ),
  },
  beforeEach: () => {
    onLogout.mockClear();
    onSort.mockClear();
  },
  argTypes: {
    placement: {
      control: 'select',
      options: ['bottom start', 'bottom end', 'top start', 'top end', 'start', 'end'],
    },
  },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Account menu' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(page().queryByRole('menu')).toBeNull();
  },
};

export const HeaderLinksAndAction: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
    const menu = await page().findByRole('menu');
    await waitFor(() => expect(within(menu).getByText('Logged in as Asha')).toBeVisible());
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Account', 'Logout']);
    await expect(within(menu).getByRole('menuitem', { name: 'Account' })).toHaveAttribute(
      'href',
      '/shop/account',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await expect(onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page().queryByRole('menu')).toBeNull());
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Account menu' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const menu = await page().findByRole('menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // The header is skipped: focus starts on the first item and wraps round.
    const account = within(menu).getByRole('menuitem', { name: 'Account' });
    const logout = within(menu).getByRole('menuitem', { name: 'Logout' });
    await waitFor(() => expect(account).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(logout).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(account).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(logout).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(onLogout).not.toHaveBeenCalled();

    // ArrowDown also opens the menu, and Enter chooses the focused item.
    await userEvent.keyboard('{ArrowDown}');
    const reopened = await page().findByRole('menu');
    await waitFor(() =>
      expect(within(reopened).getByRole('menuitem', { name: 'Account' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page().queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Sections: Story = {
  args: {
    label: 'Sort by',
    trigger: 'Sort by',
    triggerVariant: 'secondary',
    placement: 'bottom start',
    onAction: onSort,
    children: (
      <>
        <MenuSection title="Price">
          <MenuItem id="price-lowtohigh">Price: Low to High</MenuItem>
          <MenuItem id="price-hightolow">Price: High to Low</MenuItem>
        </MenuSection>
        <MenuSection title="Title">
          <MenuItem id="title-atoz">Title: A to Z</MenuItem>
          <MenuItem id="title-ztoa">Title: Z to A</MenuItem>
        </MenuSection>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sort by' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await page().findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('group', { name: 'Price' })).toBeVisible());
    await expect(within(menu).getByRole('group', { name: 'Title' })).toBeVisible();
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Price: Low to High' })).toHaveFocus(),
    );
    // Arrow keys cross from one group into the next; type-ahead jumps by text.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Title: A to Z' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onSort).toHaveBeenCalledTimes(1);
    await expect(onSort.mock.calls[0]?.[0]).toBe('title-ztoa');
  },
};
