import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NavigationProvider } from '../../navigation';
import { Link } from './Link';

// A local router double, so plays can assert where a link navigates.
const navigate = fn();

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '/auth/forgot-password', children: 'Forgot your password?' },
  decorators: [
    (Story) => (
      <NavigationProvider navigate={navigate}>
        <Story />
      </NavigationProvider>
    ),
  ],
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Forgot your password?' });
    await expect(link).toHaveAttribute('href', '/auth/forgot-password');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/auth/forgot-password');
  },
};

export const Nav: Story = {
  render: (args) => (
    <nav aria-label="Main">
      <Link {...args} variant="nav" href="/shop/home" aria-current="page">
        Home
      </Link>
      <Link {...args} variant="nav" href="/shop/listing">
        Products
      </Link>
    </nav>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Products' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const AsButton: Story = {
  args: { variant: 'button', href: '/shop/account', children: 'View Orders' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'View Orders' }));
    await expect(navigate).toHaveBeenCalledWith('/shop/account');
  },
};

/** A click with a modifier, or a link to another tab, is the browser's: no in-app navigation. */
export const NewTab: Story = {
  args: { target: '_blank', rel: 'noreferrer' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Forgot your password?' });
    // The browser would open a tab: the play stops it after the app has seen the click.
    window.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(navigate).not.toHaveBeenCalled();
  },
};

export const ModifierClick: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Forgot your password?' });
    window.addEventListener('click', (event) => event.preventDefault(), { once: true });
    const user = userEvent.setup();
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    await expect(navigate).not.toHaveBeenCalled();
  },
};

/** A host with a base path: the address the browser shows has it, the router's does not. */
export const UnderABasePath: Story = {
  decorators: [
    (Story) => (
      <NavigationProvider navigate={navigate} useHref={(href) => `/store${href}`}>
        <Story />
      </NavigationProvider>
    ),
  ],
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Forgot your password?' });
    await expect(link).toHaveAttribute('href', '/store/auth/forgot-password');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/auth/forgot-password');
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/auth/forgot-password');
  },
};
