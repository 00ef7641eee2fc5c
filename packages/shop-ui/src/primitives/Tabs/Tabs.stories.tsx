import { EMPTY_STATES } from '@atelier/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, type within } from 'storybook/test';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { onSelectionChange: fn() },
  render: (args) => (
    <Tabs {...args}>
      <TabList aria-label="Account">
        <Tab id="orders">Orders</Tab>
        <Tab id="wishlist">Wishlist</Tab>
        <Tab id="address">Address</Tab>
      </TabList>
      <TabPanel id="orders">{EMPTY_STATES.accountOrders}</TabPanel>
      <TabPanel id="wishlist">{EMPTY_STATES.wishlist}</TabPanel>
      <TabPanel id="address">No saved addresses</TabPanel>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Waits until the tabs are drawn and `name` is chosen: react-aria settles a collection after its
 * first render, at once in Vitest's development build and a moment later in the built Storybook.
 */
async function chosen(canvas: ReturnType<typeof within>, name: string) {
  await waitFor(() =>
    expect(canvas.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true'),
  );
}

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await chosen(canvas, 'Orders');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(EMPTY_STATES.accountOrders);
    await userEvent.click(canvas.getByRole('tab', { name: 'Wishlist' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('wishlist');
    await expect(canvas.getByRole('tabpanel', { name: 'Wishlist' })).toHaveTextContent(
      EMPTY_STATES.wishlist,
    );
  },
};

export const DefaultSelected: Story = {
  args: { defaultSelectedKey: 'address' },
  play: async ({ canvas }) => {
    await chosen(canvas, 'Address');
    await expect(canvas.getByRole('tabpanel', { name: 'Address' })).toBeVisible();
  },
};

export const DisabledTab: Story = {
  args: { disabledKeys: ['wishlist'] },
  play: async ({ args, canvas }) => {
    await chosen(canvas, 'Orders');
    const wishlist = canvas.getByRole('tab', { name: 'Wishlist' });
    await expect(wishlist).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(wishlist);
    await expect(args.onSelectionChange).not.toHaveBeenCalledWith('wishlist');
    await expect(canvas.getByRole('tab', { name: 'Orders' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await chosen(canvas, 'Orders');
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Orders' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Wishlist' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Address' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Orders' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Orders' })).toHaveFocus();
  },
};
