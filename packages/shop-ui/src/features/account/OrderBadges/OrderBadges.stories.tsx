import { ORDER_STATUSES, PAYMENT_METHODS } from '@atelier/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PaymentMethodBadge, ShopperOrderStatusBadge } from './OrderBadges';

function AllBadges() {
  return (
    <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
      {ORDER_STATUSES.map((status) => (
        <ShopperOrderStatusBadge key={status} status={status} data-status={status} />
      ))}
      {PAYMENT_METHODS.map((method) => (
        <PaymentMethodBadge key={method} method={method} />
      ))}
    </div>
  );
}

const meta = {
  title: 'Components/Account/OrderBadges',
  component: AllBadges,
} satisfies Meta<typeof AllBadges>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shopper palette: confirmed green, rejected red, delivered blue; cod orange, online teal. */
export const ShopperPalette: Story = {
  play: async ({ canvas }) => {
    const colour = (text: string) => getComputedStyle(canvas.getByText(text)).backgroundColor;
    await expect(colour('confirmed')).toBe('rgb(21, 128, 61)');
    await expect(colour('rejected')).toBe('rgb(185, 28, 28)');
    await expect(colour('delivered')).toBe('rgb(29, 78, 216)');
    await expect(colour('cod')).toBe('rgb(194, 65, 12)');
    await expect(colour('online')).toBe('rgb(15, 118, 110)');
  },
};
