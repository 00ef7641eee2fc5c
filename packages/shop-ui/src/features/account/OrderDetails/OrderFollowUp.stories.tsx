import { fixtures, scenarios } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectToast, findDialog, phone } from '../../../stories/support';
import { OrderDetailsDialog } from './OrderDetailsDialog';

/** Issue 38 in the shopper's order: its timeline, its parcel, and cancelling it. */

function shopperOrder(status: string, method: 'cod' | 'online') {
  const order = fixtures.orders.find(
    (entry) =>
      entry.userId === fixtures.users.shopper.id &&
      entry.orderStatus === status &&
      entry.paymentMethod === method,
  );
  if (!order) throw new Error(`no ${status} ${method} order of the demo shopper`);
  return order;
}
const pendingCod = shopperOrder('pending', 'cod');
const paidConfirmed = shopperOrder('confirmed', 'online');
const shipping = shopperOrder('inShipping', 'online');

const meta = {
  title: 'Components/Account/OrderDetailsDialog/Follow-up',
  component: OrderDetailsDialog,
  parameters: { session: 'shopper' },
  args: { orderId: pendingCod._id, isOpen: true, onOpenChange: fn() },
} satisfies Meta<typeof OrderDetailsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const details = async () => within(await findDialog('Order Details'));
// Found, not got: the dialog opens before its order has loaded (on a busy machine, for seconds).
const timeline = async (d: ReturnType<typeof within>) =>
  within(await d.findByRole('list', { name: 'Order timeline' }));

/** A parcel on its way: the carrier, the number and a link to the carrier's page. */
export const Shipped: Story = {
  args: { orderId: shipping._id },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/shop/order/details/:id', () =>
        HttpResponse.json({
          success: true,
          data: {
            ...shipping,
            tracking: {
              carrier: 'bluedart',
              carrierName: 'Blue Dart',
              number: 'BD998877',
              url: 'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=BD998877',
            },
            timeline: [
              { _id: 'a', at: shipping.orderDate, kind: 'placed', actor: { kind: 'shopper' } },
              { _id: 'b', at: shipping.orderDate, kind: 'paid', actor: { kind: 'system' } },
              {
                _id: 'c',
                at: shipping.orderUpdateDate,
                kind: 'status',
                status: 'inShipping',
                actor: { kind: 'admin' },
              },
            ],
          },
        }),
      ),
    );
  },
  play: async () => {
    const d = await details();
    await expect(await d.findByText('Blue Dart')).toBeVisible();
    await expect(d.getByText('BD998877')).toBeVisible();
    await expect(d.getByRole('link', { name: 'Track your parcel' })).toHaveAttribute(
      'href',
      'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=BD998877',
    );
    await expect((await timeline(d)).getByText('Status changed to In shipping')).toBeVisible();
    await expect(d.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
  },
};

/** A pending cash order: the shopper cancels it with a reason; it says so at once. */
export const CancelACashOrder: Story = {
  play: async () => {
    const d = await details();
    await expect(await (await timeline(d)).findByText('Order placed')).toBeVisible();
    await expect(await d.findByRole('link', { name: 'Download Invoice' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`/api/shop/order/invoice/${pendingCod._id}$`)),
    );
    await userEvent.click(await d.findByRole('button', { name: 'Cancel Order' }));
    const cancel = within(await findDialog('Cancel this order?'));
    await expect(cancel.queryByText(/refunded to your card/)).toBeNull();
    await userEvent.click(cancel.getByRole('radio', { name: 'Ordered by mistake' }));
    await userEvent.click(cancel.getByRole('button', { name: 'Confirm Cancellation' }));
    await expectToast('Your order has been cancelled.');
    await waitFor(() => expect(d.getByText('Cancelled')).toBeVisible());
    await expect((await timeline(d)).getByText('Reason: Ordered by mistake')).toBeVisible();
    await expect(d.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
  },
};

/** A paid card order: the dialog says the money comes back, and the timeline shows the refund. */
export const CancelAPaidOrder: Story = {
  args: { orderId: paidConfirmed._id },
  play: async () => {
    const d = await details();
    await userEvent.click(await d.findByRole('button', { name: 'Cancel Order' }));
    const cancel = within(await findDialog('Cancel this order?'));
    await expect(
      cancel.getByText('The ₹6,797.00 you paid will be refunded to your card.'),
    ).toBeVisible();
    await userEvent.click(cancel.getByRole('radio', { name: 'Delivery takes too long' }));
    await userEvent.click(cancel.getByRole('button', { name: 'Confirm Cancellation' }));
    await expectToast('Your order has been cancelled and your payment refunded.');
    await expect(await (await timeline(d)).findByText('Refunded ₹6,797.00')).toBeVisible();
  },
};

/** A backend of spec section 7 alone: no timeline, no cancel button, no invoice. */
export const PlainBackend: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.plainContract({ signedInAs: 'shopper' }));
  },
  play: async () => {
    const d = await details();
    await expect(await d.findByText(pendingCod._id)).toBeVisible();
    await expect(d.queryByRole('list', { name: 'Order timeline' })).toBeNull();
    await expect(d.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
    await expect(d.queryByRole('link', { name: 'Download Invoice' })).toBeNull();
  },
};

export const CancelOnAPhone: Story = {
  ...phone,
  play: async () => {
    const d = await details();
    await userEvent.click(await d.findByRole('button', { name: 'Cancel Order' }));
    const cancel = within(await findDialog('Cancel this order?'));
    await expect(cancel.getByRole('button', { name: 'Confirm Cancellation' })).toBeVisible();
  },
};
