import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { NavigationProvider } from '../../../navigation';
import {
  expectNavigatedTo,
  findDialog,
  navigate,
  page,
  resetNavigate,
  withNavigateSpy,
} from '../../../stories/support';
import { ShopHeader } from './ShopHeader';

const priya = { userName: 'Priya Sharma' };

const meta = {
  title: 'Components/Layout/ShopHeader',
  component: ShopHeader,
  decorators: [withNavigateSpy],
  beforeEach: resetNavigate,
  parameters: { layout: 'fullscreen' },
  args: { user: null, cartCount: 0, onCartPress: fn(), onLogout: fn() },
} satisfies Meta<typeof ShopHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const NAV = [
  ['Home', '/shop/home'],
  ['Products', '/shop/listing'],
  ['Men', '/shop/listing?category=men'],
  ['Women', '/shop/listing?category=women'],
  ['Kids', '/shop/listing?category=kids'],
  ['Search', '/shop/search'],
] as const;

export const Guest: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Atelier home' })).toHaveAttribute(
      'href',
      '/shop/home',
    );
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of NAV) {
      await expect(canvas.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    // A guest's cart is kept in the browser, so the cart is there for guests too.
    await expect(canvas.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Account menu' })).toBeNull();
    // On a wide screen the small-screen menu button is not offered.
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();
  },
};

/** Signing in from the header comes back to the page the guest was on. */
export const LoginComesBackHere: Story = {
  decorators: [
    (Story) => (
      <NavigationProvider navigate={navigate} currentHref="/shop/listing?category=men">
        <Story />
      </NavigationProvider>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Fshop%2Flisting%3Fcategory%3Dmen',
    );
  },
};

export const SignedIn: Story = {
  args: { user: priya, cartCount: 3 },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
    const trigger = await canvas.findByRole('button', { name: 'Account menu' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page().findByRole('menu');
    // The popover fades in.
    await waitFor(() => expect(page().getByText('Logged in as Priya Sharma')).toBeVisible());
    await expect(page().getByRole('menuitem', { name: 'Account' })).toHaveAttribute(
      'href',
      '/shop/account',
    );
    await userEvent.click(page().getByRole('menuitem', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await waitFor(() => expect(menu).not.toBeInTheDocument());
  },
};

export const AccountLinkNavigates: Story = {
  args: { user: priya, cartCount: 3 },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu' }));
    await userEvent.click(await page().findByRole('menuitem', { name: 'Account' }));
    await expectNavigatedTo('/shop/account');
  },
};

export const CartBadge: Story = {
  args: { user: priya, cartCount: 3 },
  play: async ({ canvas, args }) => {
    const cart = canvas.getByRole('button', { name: 'Cart, 3 items' });
    await expect(cart).toHaveTextContent('3');
    await userEvent.click(cart);
    await expect(args.onCartPress).toHaveBeenCalledOnce();
  },
};

export const CartBadgeSingleItem: Story = {
  args: { user: priya, cartCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  },
};

export const SessionLoading: Story = {
  args: { isSessionLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Login' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Account menu' })).toBeNull();
  },
};

export const CurrentPage: Story = {
  args: { currentHref: '/shop/listing?category=women' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Women' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Men' })).not.toHaveAttribute('aria-current');
  },
};

export const SmallScreen: Story = {
  args: { user: priya, cartCount: 3 },
  decorators: [
    (Story) => (
      <div style={{ width: '22rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    // The header's navigation collapses: the links sit behind the menu button.
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();
    const menuButton = canvas.getByRole('button', { name: 'Open menu' });
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    const sheet = await findDialog('Menu');
    for (const [name, href] of NAV) {
      await expect(page().getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await userEvent.click(page().getByRole('link', { name: 'Kids' }));
    await expectNavigatedTo('/shop/listing?category=kids');
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
  },
};

export const SmallScreenEscapeCloses: Story = {
  ...SmallScreen,
  play: async ({ canvas }) => {
    const menuButton = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(menuButton);
    const sheet = await findDialog('Menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
    await waitFor(() => expect(menuButton).toHaveFocus());
  },
};

/**
 * What the page scrolls into view from above (a card reached with the arrow keys, a skip
 * link's target) comes to rest below the sticky header, not under it.
 */
export const ScrolledIntoViewBelowTheHeader: Story = {
  render: (args) => (
    <>
      <ShopHeader {...args} />
      <div style={{ blockSize: '150vh' }} />
      <p>Further up the page</p>
      <div style={{ blockSize: '150vh' }} />
    </>
  ),
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    const target = canvas.getByText('Further up the page');
    // The header tells the page its height once it has been laid out (a frame after mounting,
    // later on a busy machine): scrolling before that would test nothing.
    await waitFor(() =>
      expect(document.documentElement.style.scrollPaddingTop).toBe(`${header.offsetHeight}px`),
    );
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(target.getBoundingClientRect().bottom).toBeLessThan(0));
    target.scrollIntoView({ block: 'nearest' });
    await waitFor(() =>
      expect(target.getBoundingClientRect().top).toBeGreaterThanOrEqual(
        header.getBoundingClientRect().bottom - 1,
      ),
    );
    window.scrollTo(0, 0);
  },
};
