import { PAYMENT_METHODS, type PaymentMethod } from '@atelier/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { PaymentMethodPicker, type PaymentMethodPickerProps } from './PaymentMethodPicker';

function Controlled({ value, onChange }: PaymentMethodPickerProps) {
  const [method, setMethod] = useState<PaymentMethod>(value);
  return (
    <PaymentMethodPicker
      value={method}
      onChange={(next) => {
        setMethod(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/Checkout/PaymentMethodPicker',
  component: PaymentMethodPicker,
  args: { value: 'online', onChange: fn() },
  argTypes: { value: { control: 'select', options: PAYMENT_METHODS } },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof PaymentMethodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnlineByDefault: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'Pay Online' })).toBeChecked();
    const cod = canvas.getByRole('radio', { name: 'Cash on Delivery + ₹60 fee' });
    await expect(cod).not.toBeChecked();
    // Keyboard: Tab to the group, arrow to cash on delivery, Space selects.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    await expect(cod).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('cod');
  },
};
