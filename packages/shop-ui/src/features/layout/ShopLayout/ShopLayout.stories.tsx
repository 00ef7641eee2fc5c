import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  expectNavigatedTo,
  findDialog,
  page,
  resetNavigate,
  withNavigateSpy,
} from '../../../stories/support';
import { ShopLayout } from './ShopLayout';

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
  },
};

export const SignedIn: Story = {
  parameters: { session: 'shopper' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Cart, 3 items' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Account menu' }));
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
    await expect(canvas.queryByRole('button', { name: /^Cart/ })).toBeNull();
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
