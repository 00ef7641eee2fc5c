import { fixtures } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { expectNoSidewaysScroll, phone } from '../../../stories/support';
import { OrderList } from './OrderList';

const shopperOrders = fixtures.orders.filter((order) => order.userId === fixtures.users.shopper.id);

const meta = {
  title: 'Components/Account/OrderList',
  component: OrderList,
  args: { orders: shopperOrders, onViewDetails: fn() },
} satisfies Meta<typeof OrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryStatus: Story = {
  play: async ({ canvas, args }) => {
    const table = within(canvas.getByRole('region', { name: 'Order history' })).getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers).toEqual([
      'Order ID',
      'Order Date',
      'Order Status',
      'Payment',
      'Order Price',
      'Details',
    ]);
    for (const order of shopperOrders) {
      await expect(
        within(table).getByRole('rowheader', { name: order._id.slice(-6) }),
      ).toBeVisible();
    }
    const first = shopperOrders[0];
    if (!first) throw new Error('no demo order');
    const button = within(table).getAllByRole('button', { name: 'View Details' })[0];
    if (!button) throw new Error('no View Details button');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onViewDetails).toHaveBeenCalledWith(first);
  },
};

/** On a phone each order is a card: the page never scrolls sideways. */
export const SmallScreen: Story = {
  ...phone,
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    const list = within(canvas.getByRole('region', { name: 'Order history' })).getByRole('list', {
      name: 'Orders',
    });
    const cards = within(list).getAllByRole('article');
    await expect(cards).toHaveLength(shopperOrders.length);
    const first = shopperOrders[0];
    if (!first || !cards[0]) throw new Error('no demo order');
    await expect(cards[0]).toHaveAccessibleName(`Order ${first._id.slice(-6)}`);
    await expect(cards[0]).toHaveTextContent('Order Date');
    const details = within(cards[0]).getByRole('button', { name: 'View Details' });
    await expect(details).toHaveAccessibleDescription(`Order ${first._id.slice(-6)}`);
    await userEvent.click(details);
    await expect(args.onViewDetails).toHaveBeenCalledWith(first);
    await expectNoSidewaysScroll();
  },
};
