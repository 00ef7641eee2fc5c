import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { htmlPart, MailPreview } from './MailPreview';

/** Issue 38: the mails that follow an order, one story per event. */
const meta = {
  title: 'Server/Mail templates/Orders',
  component: MailPreview,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MailPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const ORDER_ID = '6650c0de0000000000a1b2c3';
const base = { userName: 'Asha', orderId: ORDER_ID, link: 'https://shop.example/shop/account' };
const placed = {
  ...base,
  items: [
    { title: 'Linen Kurta', size: 'L', quantity: 2, price: 999 },
    { title: "Levi's 511 Jeans", size: '32', quantity: 1, price: 2499 },
  ],
  address: { address: '12 MG Road', city: 'Pune', pincode: '411001', phone: '9876543210' },
  cashHandlingFee: 60,
  total: 4557,
};

export const PlacedCashOnDelivery: Story = {
  args: {
    template: 'orderPlaced',
    data: { ...placed, paymentMethod: 'Cash on delivery', paid: false },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Your Atelier order #a1b2c3 is placed' }),
    ).toBeVisible();
    const html = await htmlPart(canvasElement);
    await expect(html.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    await expect(html.getByText('Linen Kurta (Size L) × 2 — ₹1,998.00')).toBeVisible();
    await expect(html.getByText("Levi's 511 Jeans (Size 32) × 1 — ₹2,499.00")).toBeVisible();
    await expect(html.getByText('Payment method: Cash on delivery')).toBeVisible();
    await expect(html.getByText('Cash Handling Fee: ₹60.00')).toBeVisible();
    await expect(html.getByText('Total: ₹4,557.00')).toBeVisible();
    await expect(html.getByText('12 MG Road, Pune 411001')).toBeVisible();
    await expect(html.getByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      'https://shop.example/shop/account',
    );
  },
};

export const PlacedAndPaidByCard: Story = {
  args: {
    template: 'orderPlaced',
    data: { ...placed, cashHandlingFee: 0, total: 4497, paymentMethod: 'Card', paid: true },
  },
  play: async ({ canvasElement }) => {
    const html = await htmlPart(canvasElement);
    await expect(html.getByText('Paid by card.')).toBeVisible();
    await expect(html.queryByText(/Cash Handling Fee/)).toBeNull();
  },
};

export const Confirmed: Story = {
  args: { template: 'orderConfirmed', data: base },
  play: async ({ canvasElement }) => {
    const html = await htmlPart(canvasElement);
    await expect(html.getByRole('heading', { name: 'Your order is confirmed' })).toBeVisible();
  },
};

export const ShippedWithTracking: Story = {
  args: {
    template: 'orderShipped',
    data: {
      ...base,
      tracking: {
        carrierName: 'Delhivery',
        number: 'DL123-45',
        url: 'https://www.delhivery.com/track/package/DL123-45',
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const html = await htmlPart(canvasElement);
    await expect(html.getByText('Carrier: Delhivery, tracking number DL123-45.')).toBeVisible();
    await expect(html.getByRole('link', { name: 'Track your parcel' })).toHaveAttribute(
      'href',
      'https://www.delhivery.com/track/package/DL123-45',
    );
    await expect(
      canvas.getByText(
        /Track your parcel: https:\/\/www\.delhivery\.com\/track\/package\/DL123-45/,
      ),
    ).toBeVisible();
  },
};

/** A parcel with a carrier outside the table: its number, and no link. */
export const ShippedWithOtherCarrier: Story = {
  args: {
    template: 'orderShipped',
    data: { ...base, tracking: { carrierName: 'Other', number: 'LOCAL-77', url: null } },
  },
  play: async ({ canvasElement }) => {
    const html = await htmlPart(canvasElement);
    await expect(html.getByText('Carrier: Other, tracking number LOCAL-77.')).toBeVisible();
    await expect(html.queryByRole('link', { name: 'Track your parcel' })).toBeNull();
  },
};

export const Delivered: Story = {
  args: { template: 'orderDelivered', data: base },
  play: async ({ canvasElement }) => {
    const html = await htmlPart(canvasElement);
    await expect(html.getByRole('heading', { name: 'Your order is delivered' })).toBeVisible();
  },
};

export const RejectedWithReason: Story = {
  args: {
    template: 'orderRejected',
    data: { ...base, reason: 'Address outside our delivery area', refund: 4497 },
  },
  play: async ({ canvasElement }) => {
    const html = await htmlPart(canvasElement);
    await expect(html.getByText('Reason: Address outside our delivery area')).toBeVisible();
    await expect(html.getByText(/refund ₹4,497\.00 to your card/)).toBeVisible();
  },
};

export const CancelledCashOrder: Story = {
  args: { template: 'orderCancelled', data: { ...base, reason: 'Ordered by mistake' } },
  play: async ({ canvasElement }) => {
    const html = await htmlPart(canvasElement);
    await expect(html.getByRole('heading', { name: 'Your order is cancelled' })).toBeVisible();
    await expect(html.getByText('Reason: Ordered by mistake')).toBeVisible();
    await expect(html.queryByText(/refund/)).toBeNull();
  },
};

export const Refunded: Story = {
  args: { template: 'orderRefunded', data: { ...base, amount: 4497 } },
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('heading', { name: 'Your refund for Atelier order #a1b2c3' }),
    ).toBeVisible();
    const html = await htmlPart(canvasElement);
    await expect(
      html.getByText(/We have refunded ₹4,497\.00 to the card you paid with/, { selector: 'p' }),
    ).toBeVisible();
  },
};

/** What a shopper typed shows as text, in the HTML part too. */
export const ReasonWithMarkup: Story = {
  args: {
    template: 'orderCancelled',
    data: { ...base, userName: '<b>Asha</b>', reason: '<img src=x onerror=alert(1)>' },
  },
  play: async ({ canvasElement }) => {
    const html = await htmlPart(canvasElement);
    await expect(html.getByText('Reason: <img src=x onerror=alert(1)>')).toBeVisible();
    await expect(html.getByText('Hello <b>Asha</b>,')).toBeVisible();
  },
};
