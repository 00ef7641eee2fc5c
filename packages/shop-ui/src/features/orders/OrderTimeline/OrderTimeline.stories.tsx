import type { OrderEvent } from '@atelier/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectNoSidewaysScroll, phone } from '../../../stories/support';
import { OrderTimeline } from './OrderTimeline';

const at = (minutes: number) => new Date(Date.UTC(2025, 5, 1, 9, minutes)).toISOString();

const placed: OrderEvent = { _id: '1', at: at(0), kind: 'placed', actor: { kind: 'shopper' } };
const paid: OrderEvent = { _id: '2', at: at(1), kind: 'paid', actor: { kind: 'system' } };
const confirmed: OrderEvent = {
  _id: '3',
  at: at(30),
  kind: 'status',
  status: 'confirmed',
  actor: { kind: 'admin', name: 'Meera' },
};
const shipped: OrderEvent = {
  _id: '4',
  at: at(90),
  kind: 'status',
  status: 'inShipping',
  actor: { kind: 'admin', name: 'Meera' },
};
const tracking: OrderEvent = {
  _id: '5',
  at: at(90),
  kind: 'tracking',
  actor: { kind: 'admin', name: 'Meera' },
  tracking: {
    carrier: 'delhivery',
    carrierName: 'Delhivery',
    number: 'DL123-45',
    url: 'https://www.delhivery.com/track/package/DL123-45',
  },
};

const meta = {
  title: 'Components/Orders/OrderTimeline',
  component: OrderTimeline,
  args: { events: [placed] },
} satisfies Meta<typeof OrderTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

const entries = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('list', { name: 'Order timeline' })).getAllByRole('listitem');

export const JustPlaced: Story = {
  play: async ({ canvas }) => {
    const [only] = entries(canvas);
    await expect(only).toHaveTextContent('Order placed');
    await expect(only).toHaveTextContent('by the shopper');
  },
};

/** The admin's view: each change names the admin who made it; the parcel links to its page. */
export const PaidConfirmedAndShipped: Story = {
  args: { events: [placed, paid, confirmed, shipped, tracking] },
  play: async ({ canvas }) => {
    const list = entries(canvas);
    await expect(list.map((entry) => entry.firstChild?.textContent)).toEqual([
      'Order placed',
      'Payment received',
      'Status changed to Confirmed',
      'Status changed to In shipping',
      'Tracking added: Delhivery DL123-45',
    ]);
    await expect(list[1]).toHaveTextContent('by Atelier');
    await expect(list[2]).toHaveTextContent('by Meera');
    await expect(canvas.getByRole('link', { name: 'Track your parcel' })).toHaveAttribute(
      'href',
      'https://www.delhivery.com/track/package/DL123-45',
    );
  },
};

/** The shopper's view of the same: the shop acted, no employee is named. */
export const AsTheShopperSeesIt: Story = {
  args: {
    events: [
      placed,
      { ...confirmed, actor: { kind: 'admin' } },
      { ...shipped, actor: { kind: 'admin' } },
    ],
  },
  play: async ({ canvas }) => {
    const list = entries(canvas);
    await expect(list[1]).toHaveTextContent('by Atelier');
    await expect(canvas.queryByText(/Meera/)).toBeNull();
  },
};

export const CancelledAndRefunded: Story = {
  args: {
    events: [
      placed,
      paid,
      {
        _id: '6',
        at: at(5),
        kind: 'cancelled',
        actor: { kind: 'shopper' },
        reason: 'Ordered by mistake',
      },
      { _id: '7', at: at(5), kind: 'refundDue', actor: { kind: 'system' }, amount: 1998 },
      { _id: '8', at: at(6), kind: 'refunded', actor: { kind: 'system' }, amount: 1998 },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Order cancelled')).toBeVisible();
    await expect(canvas.getByText('Reason: Ordered by mistake')).toBeVisible();
    await expect(canvas.getByText('Refund of ₹1,998.00 due')).toBeVisible();
    await expect(canvas.getByText('Refunded ₹1,998.00')).toBeVisible();
  },
};

export const RejectedWithReason: Story = {
  args: {
    events: [
      placed,
      {
        _id: '9',
        at: at(20),
        kind: 'status',
        status: 'rejected',
        actor: { kind: 'admin', name: 'Meera' },
        reason: 'Address outside our delivery area',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Status changed to Rejected')).toBeVisible();
    await expect(canvas.getByText('Reason: Address outside our delivery area')).toBeVisible();
  },
};

/** Notes: an internal one says so; what an admin typed shows as text, markup included. */
export const Notes: Story = {
  args: {
    events: [
      placed,
      {
        _id: '10',
        at: at(40),
        kind: 'note',
        actor: { kind: 'admin', name: 'Meera' },
        note: 'Customer called: <b>leave at the gate</b>',
        visibleToShopper: false,
      },
      {
        _id: '11',
        at: at(41),
        kind: 'note',
        actor: { kind: 'admin', name: 'Meera' },
        note: 'Gift wrapped as asked',
        visibleToShopper: true,
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Internal note')).toBeVisible();
    await expect(canvas.getByText('Customer called: <b>leave at the gate</b>')).toBeVisible();
    await expect(canvasElement.querySelector('b')).toBeNull();
    await expect(canvas.getByText('Note')).toBeVisible();
  },
};

/** 200 events, as a busy order may gather, on a phone: every one listed, nothing sideways. */
export const LongHistoryOnAPhone: Story = {
  ...phone,
  args: {
    events: [
      placed,
      ...Array.from(
        { length: 199 },
        (_, index): OrderEvent => ({
          _id: `n${index}`,
          at: at(index + 1),
          kind: 'note',
          actor: { kind: 'admin', name: 'Meera' },
          note: `Follow-up call number ${index + 1} with a rather long explanation that wraps`,
          visibleToShopper: false,
        }),
      ),
    ],
  },
  play: async ({ canvas }) => {
    await expect(entries(canvas)).toHaveLength(200);
    await expectNoSidewaysScroll();
  },
};
