import type { Order } from '@atelier/api-client';
import { fixtures, scenarios } from '@atelier/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectToast, findDialog, onAPhone, page } from '../../stories/support';
import { OrderDetailsDialog } from './OrderDetailsDialog';

/** Issue 38 in the back office: the order's timeline, notes, tracking and a rejection's reason. */

/** The newest demo order: pending, cash on delivery. */
const NEWEST = fixtures.orders.find((order) => order.orderDate.startsWith('2025-05-10')) as Order;

const meta = {
  title: 'Admin/Orders/OrderDetailsDialog',
  component: OrderDetailsDialog,
  parameters: { session: 'admin' },
  args: { orderId: NEWEST._id, isOpen: true, onOpenChange: fn() },
} satisfies Meta<typeof OrderDetailsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const details = async () => within(await findDialog('Order Details'));
// Found, not got: the dialog opens before its order has loaded (on a busy machine, for seconds).
const timeline = async (d: Canvas) =>
  within(await d.findByRole('list', { name: 'Order timeline' }));

async function choose(d: Canvas, label: string, option: string) {
  await userEvent.click(
    d.getByRole('button', {
      name: (name: string, element: Element) =>
        element.getAttribute('aria-haspopup') === 'listbox' && name.endsWith(label),
    }),
  );
  await userEvent.click(await page().findByRole('option', { name: option }));
}

export const Timeline: Story = {
  play: async () => {
    const d = await details();
    const [placed] = await (await timeline(d)).findAllByRole('listitem');
    await expect(placed).toHaveTextContent('Order placed');
    await expect(placed).toHaveTextContent('by the shopper');
    await expect(await d.findByRole('button', { name: 'Add Note' })).toBeDisabled();
    await expect(await d.findByRole('link', { name: 'Packing Slip (PDF)' })).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`/api/admin/orders/packing-slip/${NEWEST._id}$`)),
    );
    await expect(d.getByRole('link', { name: 'Invoice (PDF)' })).toBeVisible();
  },
};

export const AddAnInternalNote: Story = {
  play: async () => {
    const d = await details();
    await userEvent.type(await d.findByRole('textbox', { name: 'Note' }), 'Customer called');
    await userEvent.click(d.getByRole('button', { name: 'Add Note' }));
    await expectToast('Note added');
    await expect(await (await timeline(d)).findByText('Internal note')).toBeVisible();
    await expect((await timeline(d)).getByText('Customer called')).toBeVisible();
    await expect(d.getByRole('textbox', { name: 'Note' })).toHaveValue('');
  },
};

/** Moving to In shipping asks for the parcel; the dialog then shows it with its page. */
export const ShipWithTracking: Story = {
  play: async () => {
    const d = await details();
    await d.findByText(NEWEST._id);
    await expect(d.queryByRole('textbox', { name: /Tracking Number/ })).toBeNull();
    await choose(d, 'Order Status', 'In shipping');
    await choose(d, 'Carrier', 'Blue Dart');
    await userEvent.type(d.getByRole('textbox', { name: /Tracking Number/ }), 'BD998877');
    await userEvent.click(d.getByRole('button', { name: 'Update Order Status' }));
    await expectToast('Order status is updated successfully!');
    await expect(await d.findByRole('link', { name: 'BD998877' })).toHaveAttribute(
      'href',
      'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=BD998877',
    );
    await expect((await timeline(d)).getByText('Tracking added: Blue Dart BD998877')).toBeVisible();
    await expect((await timeline(d)).getByText('Status changed to In shipping')).toBeVisible();
  },
};

export const RejectWithReason: Story = {
  play: async () => {
    const d = await details();
    await d.findByText(NEWEST._id);
    await choose(d, 'Order Status', 'Rejected');
    await userEvent.type(d.getByRole('textbox', { name: /Reason/ }), 'Out of our delivery area');
    await userEvent.click(d.getByRole('button', { name: 'Update Order Status' }));
    await expectToast('Order status is updated successfully!');
    await expect(
      await (await timeline(d)).findByText('Reason: Out of our delivery area'),
    ).toBeVisible();
  },
};

/** An order its shopper cancelled: the badge says so and there is no status to set. */
export const Cancelled: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/admin/orders/details/:id', () =>
        HttpResponse.json({
          success: true,
          data: {
            ...NEWEST,
            orderStatus: 'cancelled',
            timeline: [
              { _id: '1', at: NEWEST.orderDate, kind: 'placed', actor: { kind: 'shopper' } },
              {
                _id: '2',
                at: NEWEST.orderDate,
                kind: 'cancelled',
                actor: { kind: 'shopper' },
                reason: 'Ordered by mistake',
              },
            ],
          },
        }),
      ),
    );
  },
  play: async () => {
    const d = await details();
    await expect(await d.findByText('Cancelled')).toBeVisible();
    await expect((await timeline(d)).getByText('Reason: Ordered by mistake')).toBeVisible();
    await expect(page().queryByRole('button', { name: 'Update Order Status' })).toBeNull();
  },
};

/** A backend of spec section 7 alone: the status select as the spec has it, nothing more. */
export const PlainBackend: Story = {
  beforeEach({ msw }) {
    msw.use(...scenarios.plainContract({ signedInAs: 'admin' }));
  },
  play: async () => {
    const d = await details();
    await d.findByText(NEWEST._id);
    await choose(d, 'Order Status', 'In shipping');
    await expect(d.queryByRole('textbox', { name: /Tracking Number/ })).toBeNull();
    await expect(d.queryByRole('list', { name: 'Order timeline' })).toBeNull();
    await expect(d.queryByRole('button', { name: 'Add Note' })).toBeNull();
    await expect(d.queryByRole('link', { name: 'Invoice (PDF)' })).toBeNull();
  },
};

export const ShipOnAPhone: Story = {
  ...onAPhone,
  play: async () => {
    const d = await details();
    await d.findByText(NEWEST._id);
    await choose(d, 'Order Status', 'In shipping');
    await waitFor(() => expect(d.getByRole('textbox', { name: /Tracking Number/ })).toBeVisible());
  },
};
