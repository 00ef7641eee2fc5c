import { CHECKOUT } from '@atelier/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { PaymentSuccessPage } from './PaymentSuccessPage';

const meta = {
  title: 'Screens/Payment/PaymentSuccessPage',
  component: PaymentSuccessPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PaymentSuccessPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: CHECKOUT.success })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Order is successfull!',
    );
    const viewOrders = canvas.getByRole('link', { name: 'View Orders' });
    await expect(viewOrders).toHaveAttribute('href', '/shop/account');
    await userEvent.tab();
    await expect(viewOrders).toHaveFocus();
  },
};
