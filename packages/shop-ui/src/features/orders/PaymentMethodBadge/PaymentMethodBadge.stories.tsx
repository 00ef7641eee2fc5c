import { PAYMENT_METHODS } from '@atelier/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { toneBackground } from '../testing/toneColour';
import { PaymentMethodBadge } from './PaymentMethodBadge';

const meta = {
  title: 'Components/Orders/PaymentMethodBadge',
  component: PaymentMethodBadge,
  args: { method: 'cod' },
  argTypes: { method: { control: 'select', options: PAYMENT_METHODS } },
} satisfies Meta<typeof PaymentMethodBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cash on delivery in orange. */
export const CashOnDelivery: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Cash on delivery');
    await expect(getComputedStyle(badge).backgroundColor).toBe(toneBackground('orange'));
  },
};

/** Online payment reads 'Card', in teal. */
export const Card: Story = {
  args: { method: 'online' },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Card');
    await expect(getComputedStyle(badge).backgroundColor).toBe(toneBackground('teal'));
    await expect(canvas.queryByText('online')).toBeNull();
  },
};
