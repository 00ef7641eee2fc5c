import { ALL_ORDER_STATUSES, type OrderStatus } from '@atelier/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { OrderAudience, Tone } from '../../../theme';
import { toneBackground } from '../testing/toneColour';
import { OrderStatusBadge } from './OrderStatusBadge';

const meta = {
  title: 'Components/Orders/OrderStatusBadge',
  component: OrderStatusBadge,
  args: { status: 'inShipping', audience: 'admin' },
  argTypes: {
    status: { control: 'select', options: ALL_ORDER_STATUSES },
    audience: { control: 'select', options: ['admin', 'shopper'] },
  },
} satisfies Meta<typeof OrderStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

function EveryStatus({ audience }: { audience: OrderAudience }) {
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {ALL_ORDER_STATUSES.map((status) => (
        <OrderStatusBadge key={status} status={status} audience={audience} />
      ))}
    </div>
  );
}

// Spec section 4: the words a person reads and the colour family per audience.
const SEEN: Array<[OrderStatus, string, Record<OrderAudience, Tone>]> = [
  ['pending', 'Pending', { admin: 'yellow', shopper: 'neutral' }],
  ['confirmed', 'Confirmed', { admin: 'green', shopper: 'green' }],
  ['inProcess', 'In process', { admin: 'blue', shopper: 'neutral' }],
  ['inShipping', 'In shipping', { admin: 'indigo', shopper: 'neutral' }],
  ['delivered', 'Delivered', { admin: 'purple', shopper: 'blue' }],
  ['rejected', 'Rejected', { admin: 'red', shopper: 'red' }],
  // Issue 38: the shopper's cancellation.
  ['cancelled', 'Cancelled', { admin: 'slate', shopper: 'slate' }],
];

const expectPalette =
  (audience: OrderAudience): Story['play'] =>
  async ({ canvas }) => {
    for (const [status, words, tones] of SEEN) {
      const badge = canvas.getByText(words);
      await expect(badge).toBeVisible();
      await expect(getComputedStyle(badge).backgroundColor).toBe(toneBackground(tones[audience]));
      await expect(canvas.queryByText(status)).toBeNull();
    }
  };

/** A single badge; pick any status and audience in the controls. */
export const Single: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In shipping')).toBeVisible();
  },
};

/** Back office: confirmed green, pending yellow, in process blue, in shipping indigo, delivered purple, rejected red. */
export const AdminPalette: Story = {
  render: () => <EveryStatus audience="admin" />,
  play: expectPalette('admin'),
};

/** Shop: confirmed green, rejected red, delivered blue; the statuses on the way stay neutral. */
export const ShopperPalette: Story = {
  render: () => <EveryStatus audience="shopper" />,
  play: expectPalette('shopper'),
};
